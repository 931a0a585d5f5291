import { company } from './company'
import type { Cta, Feature, Gradient, IconName, SectionIntro, Stat } from './types'

/** A card of the home page's services grid: icon, title, description and its gradient. */
export type ServiceCard = {
  icon: IconName
  title: string
  description: string
  gradient: Gradient
}

export const homeHero = {
  eyebrow: 'Consultoria e outsourcing de TI',
  title: 'Tecnologia sob controle para sua empresa não parar',
  subtitle:
    'Monitoramento 24h, cibersegurança e suporte especializado para você reduzir custos com TI e focar no que importa: o seu negócio.',
  primaryCta: { label: 'Solicite uma Consultoria Especializada', href: '/contato' },
  secondaryCta: { label: 'Entre em Contato Conosco', href: '/contato' },
  highlights: [
    'Mais de 12 anos de experiência',
    '+100 empresas atendidas',
    'Primeira resposta em até 2 horas úteis',
  ],
  imageAlt: '',
} as const satisfies {
  primaryCta: Cta
  secondaryCta: Cta
  [key: string]: unknown
}

export const homeServices = {
  intro: {
    eyebrow: 'Nossos serviços',
    title: 'Soluções completas em TI',
    description:
      'Tudo de que sua empresa precisa para manter a tecnologia segura, estável e disponível, em um só parceiro.',
  },
  cards: [
    {
      icon: 'users',
      title: 'Outsourcing de TI',
      description:
        'Uma equipe de TI completa sem o custo de contratar: economia de até 40% nos custos com tecnologia.',
      gradient: 'ocean',
    },
    {
      icon: 'shield-check',
      title: 'Cibersegurança',
      description:
        'Defesa contra ransomware, invasões e golpes por e-mail, com 99,9% de proteção contra vírus e adequação à LGPD.',
      gradient: 'violet',
    },
    {
      icon: 'activity',
      title: 'Monitoramento 24h',
      description:
        'Servidores e redes acompanhados dia e noite, para resolver problemas antes que parem sua operação.',
      gradient: 'teal',
    },
    {
      icon: 'headset',
      title: 'Service Desk',
      description:
        'Suporte aos seus colaboradores por telefone e acesso remoto, com 95% dos chamados resolvidos na primeira tentativa.',
      gradient: 'sky',
    },
    {
      icon: 'cloud',
      title: 'Computação em nuvem',
      description:
        'Migração e gestão de ambientes em nuvem com segurança, escalabilidade e custo previsível.',
      gradient: 'indigo',
    },
    {
      icon: 'database-backup',
      title: 'Backup e recuperação',
      description:
        'Backup diário e recuperação dos seus dados em no máximo 4 horas, mesmo depois de um incidente.',
      gradient: 'emerald',
    },
  ],
  /** Every card leads to the services page. */
  cardHref: '/servicos',
  cardLinkLabel: 'Saiba mais',
  cta: { label: 'Fale com Nossos Especialistas', href: '/contato', placement: 'modern_services' },
} as const satisfies {
  intro: SectionIntro
  cards: readonly ServiceCard[]
  cta: Cta
  [key: string]: unknown
}

export const homeMission = {
  intro: {
    eyebrow: 'Nossa missão',
    title: 'O que nos move',
    description:
      'Acreditamos que tecnologia deve ser sinônimo de tranquilidade, não de preocupação. Desde 2013, cuidamos da TI de empresas para que gestores e equipes se dediquem ao que fazem de melhor.',
  },
  careTitle: 'Como cuidamos da sua empresa',
  care: [
    {
      icon: 'heart-handshake',
      title: 'Suporte aos colaboradores',
      description:
        'Atendimento humano e ágil para cada pessoa da sua equipe, com primeira resposta em até 2 horas úteis.',
    },
    {
      icon: 'server',
      title: 'Servidores sempre no ar',
      description:
        'Monitoramento contínuo e manutenção preventiva para que seus sistemas não parem no meio do expediente.',
    },
    {
      icon: 'lock',
      title: 'Proteção de dados',
      description:
        'Backup diário, controle de acessos e políticas de segurança alinhadas à LGPD para proteger o que é seu.',
    },
  ],
} as const satisfies { intro: SectionIntro; care: readonly Feature[]; careTitle: string }

export const homeWhyUs = {
  intro: {
    eyebrow: `Por que a ${company.name}`,
    title: 'Resultados que falam por nós',
    description:
      'Números de quem cuida da TI de empresas de todos os portes, com SLA definido em contrato.',
  },
  stats: [
    { value: '+12', label: 'anos de experiência' },
    { value: '+100', label: 'empresas atendidas' },
    { value: '98%', label: 'de satisfação dos clientes' },
    { value: '2h', label: 'úteis, no máximo, para a primeira resposta' },
  ],
  reasons: [
    `Visitas presenciais no mesmo dia em ${company.visitRegion}`,
    '95% dos problemas resolvidos na primeira tentativa',
    'SLA definido em contrato',
    'Economia de até 40% nos custos com tecnologia',
  ],
} as const satisfies { intro: SectionIntro; stats: readonly Stat[]; reasons: readonly string[] }

export const homeTestimonialsIntro = {
  eyebrow: 'Depoimentos',
  title: 'O que nossos clientes dizem',
} as const satisfies SectionIntro

export const homeFinalCta = {
  title: 'Que tal ter uma TI sem preocupações?',
  description:
    'Converse com um especialista e receba um diagnóstico do seu ambiente, sem compromisso.',
  primary: { label: 'Falar com Especialista', href: '/contato', placement: 'home_cta_final' },
  secondary: { label: 'Conhecer Serviços', href: '/servicos' },
} as const satisfies { title: string; description: string; primary: Cta; secondary: Cta }
