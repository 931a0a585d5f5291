import type { View } from '../view'
import { AboutPage } from './about-page'

export const view: View<'about'> = (about) => <AboutPage about={about} />
