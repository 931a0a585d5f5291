/**
 * The company's public facts: the one place to change its name, phone, e-mail or address.
 * Header, footer, contact cards, metadata and structured data all read from here.
 * The values below are placeholders until the real ones are supplied.
 */
export const company = {
  name: 'Horizonte TI',
  legalName: 'Horizonte TI Consultoria e Serviços Ltda.',
  /** One-sentence description used by the footer and by search engines. */
  description:
    'Consultoria e outsourcing de TI para empresas que precisam de tecnologia segura, estável e com custo previsível.',
  phone: {
    display: '(31) 3555-0100',
    /** E.164, used in tel: links and structured data. */
    e164: '+553135550100',
  },
  email: 'contato@horizonteti.example',
  address: {
    street: 'Av. Afonso Pena, 1500, sala 1201',
    district: 'Centro',
    city: 'Belo Horizonte',
    state: 'MG',
    postalCode: '30130-000',
    country: 'BR',
  },
  /** Business hours for people; monitoring itself runs around the clock. */
  businessHours: 'Segunda a sexta, das 8h às 18h',
  foundedYear: 2013,
  /** Year printed in the footer's copyright line (SPEC §9). */
  copyrightYear: 2024,
} as const

export const phoneHref = `tel:${company.phone.e164}`
export const emailHref = `mailto:${company.email}`
export const addressLines = [
  `${company.address.street} – ${company.address.district}`,
  `${company.address.city} – ${company.address.state}, CEP ${company.address.postalCode}`,
] as const
