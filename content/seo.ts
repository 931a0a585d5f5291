import { company } from './company'
/** Title and description each page gives search engines and link previews. */
export type PageMeta = {
  title: string
  description: string
  /** Route with its trailing slash, as the static host serves it. */
  path: string
}

/**
 * Search engines show about this many characters of a title, and html-validate's
 * long-title rule (run by `npm test`) holds every page to it. The brand name is part of
 * each title, so `npm run build` checks them all whenever the company's name changes.
 */
export const TITLE_MAX_LENGTH = 70

export const siteMeta = {
  titleTemplate: `%s | ${company.name}`,
  defaultTitle: `${company.name} | Consultoria e Outsourcing de TI em ${company.address.city}`,
  locale: 'pt_BR',
  keywords: [
    'outsourcing de TI',
    'consultoria de TI',
    'monitoramento 24h',
    'cibersegurança',
    'service desk',
    'backup',
    'computação em nuvem',
    company.address.city,
  ],
} as const

export const pageMeta = {
  home: {
    title: `Consultoria e Outsourcing de TI em ${company.address.city}`,
    description:
      'Outsourcing de TI, monitoramento 24h, cibersegurança, service desk, nuvem e backup para empresas. Mais de 12 anos de experiência e economia de até 40% nos custos com tecnologia.',
    path: '/',
  },
  about: {
    title: 'Sobre Nós',
    description: `Desde 2013 cuidando da TI de empresas: mais de 200 clientes, 500 projetos entregues e 98% de satisfação. Conheça a história e os princípios da ${company.name}.`,
    path: '/sobre/',
  },
  services: {
    title: 'Serviços de TI',
    description: `Outsourcing de TI, monitoramento 24h, cibersegurança e service desk com SLA em contrato, problemas resolvidos por telefone ou acesso remoto em 15 minutos, em média, e visitas no mesmo dia em ${company.visitRegion}.`,
    path: '/servicos/',
  },
  contact: {
    title: 'Contato - Consultoria em TI',
    description: `Fale com um especialista em TI: consulta especializada e sem compromisso. Telefone, e-mail, endereço em ${company.address.city} e respostas às dúvidas mais comuns.`,
    path: '/contato/',
  },
  privacy: {
    title: 'Política de Privacidade',
    description: `Como a ${company.name} coleta, usa e protege os dados pessoais enviados pelo site, de acordo com a LGPD.`,
    path: '/politica-de-privacidade/',
  },
} as const satisfies Record<string, PageMeta>

/** Every title the site gives a browser tab and a search result, by route. */
export function siteTitles(): { label: string; title: string }[] {
  return [
    { label: 'título padrão', title: siteMeta.defaultTitle },
    ...Object.values(pageMeta).map(({ path, title }) => ({
      label: `título da página ${path}`,
      title: siteMeta.titleTemplate.replace('%s', title),
    })),
  ]
}
