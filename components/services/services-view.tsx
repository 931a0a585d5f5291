import type { View } from '../view'
import { ServicesPage } from './services-page'

export const view: View<'services'> = (services) => <ServicesPage services={services} />
