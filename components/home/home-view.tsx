import { testimonials } from '@/content/company/testimonials'

import type { View } from '../view'
import { HomePage } from './home-page'

export const homeView: View<'home'> = (home) => <HomePage home={home} testimonials={testimonials} />
