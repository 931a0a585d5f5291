import type { View } from '../view'
import { ServicesPage } from './services-page'

export const servicesView: View<'services'> = (services, settings) => (
  <ServicesPage services={services} catalog={settings.services} />
)
