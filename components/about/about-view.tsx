import type { View } from '../view'
import { AboutPage } from './about-page'

export const aboutView: View<'about'> = (about) => <AboutPage about={about} />
