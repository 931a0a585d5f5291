import { company } from './company'
import type { Cta, IconName, SectionIntro, Step } from './types'

/** A service offer on the services page; its button always leads to /contato. */
export type ServiceOffer = {
  icon: IconName
  title: string
  description: string
  /** Short outcomes, one line each. */
  features: readonly string[]
  cta: Cta
}

export const servicesHero = {
  eyebrow: 'Serviços',
  title: 'Serviços de TI para sua empresa crescer com segurança',
  description:
    'Terceirização, monitoramento, segurança e suporte em um só contrato, com SLA definido e problemas resolvidos por telefone ou acesso remoto em 15 minutos, em média.',
  cta: { label: 'Falar com Especialista', href: '/contato', placement: 'services_hero' },
} as const satisfies SectionIntro & { cta: Cta }

export const serviceOffers = {
  intro: {
    eyebrow: 'O que oferecemos',
    title: 'Escolha o cuidado certo para sua empresa',
  },
  offers: [
    {
      icon: 'users',
      title: 'Outsourcing de TI',
      description:
        'Sua área de TI completa, gerida por especialistas, por uma fração do custo de uma equipe própria.',
      features: [
        'Economia de até 40% nos custos com tecnologia',
        `Visitas presenciais no mesmo dia em ${company.visitRegion}`,
        'SLA definido em contrato',
      ],
      cta: { label: 'Solicitar Proposta', href: '/contato', placement: 'services_outsourcing' },
    },
    {
      icon: 'activity',
      title: 'Monitoramento 24h',
      description:
        'Servidores, redes e sistemas vigiados dia e noite, com alertas e ação antes que o problema apareça.',
      features: [
        'Monitoramento remoto, sem presença física',
        'Backup diário acompanhado',
        'Recuperação em no máximo 4 horas',
      ],
      cta: { label: 'Ver Demonstração', href: '/contato', placement: 'services_monitoring' },
    },
    {
      icon: 'shield-check',
      title: 'Cibersegurança',
      description:
        'Defesa de ponta a ponta contra ransomware, invasões, golpes por e-mail e vazamento de dados.',
      features: [
        '99,9% de proteção contra vírus',
        'Políticas de acesso e adequação à LGPD',
        'Treinamento de colaboradores contra golpes',
      ],
      cta: {
        label: 'Falar com Especialista',
        href: '/contato',
        placement: 'services_cybersecurity',
      },
    },
    {
      icon: 'headset',
      title: 'Service Desk',
      description:
        'Atendimento aos seus colaboradores por telefone, e-mail e acesso remoto, com linguagem simples.',
      features: [
        'Problemas resolvidos por telefone ou acesso remoto em 15 minutos, em média',
        '95% dos problemas resolvidos na primeira tentativa',
        'Emergências atendidas a qualquer hora',
      ],
      cta: {
        label: 'Falar com Especialista',
        href: '/contato',
        placement: 'services_service_desk',
      },
    },
  ],
} as const satisfies { intro: SectionIntro; offers: readonly ServiceOffer[] }

export const servicesInPractice = {
  intro: {
    eyebrow: 'Sem complicação',
    title: 'O que fazemos na prática',
    description: 'Sem termos técnicos: veja como ajudamos sua empresa no dia a dia.',
  },
  items: [
    'Instalamos e configuramos computadores, impressoras, redes e Wi-Fi.',
    'Resolvemos os problemas por telefone ou acesso remoto em 15 minutos, em média.',
    `Quando o problema exige presença, vamos até a sua empresa no mesmo dia em ${company.visitRegion}.`,
    'Fazemos o backup diário dos seus dados e testamos a recuperação.',
    'Protegemos e-mails e computadores contra vírus, golpes e invasões.',
    'Cuidamos de licenças, atualizações e fornecedores de tecnologia para você.',
  ],
} as const satisfies { intro: SectionIntro; items: readonly string[] }

export const servicesProcess = {
  intro: {
    eyebrow: 'Como começamos',
    title: 'Do primeiro contato à gestão contínua',
  },
  steps: [
    {
      title: 'Diagnóstico',
      description: 'Conhecemos sua empresa e avaliamos todo o ambiente de TI, sem custo.',
    },
    {
      title: 'Proposta',
      description: 'Apresentamos um plano sob medida, com valores claros e SLA definido.',
    },
    {
      title: 'Implementação',
      description: 'Organizamos, protegemos e documentamos tudo, sem parar sua operação.',
    },
    {
      title: 'Gestão',
      description: 'Acompanhamos 24h, com relatórios periódicos e melhorias contínuas.',
    },
  ],
} as const satisfies { intro: SectionIntro; steps: readonly Step[] }

export const servicesClosing = {
  title: 'Vamos encontrar a solução certa para sua empresa',
  description: 'Receba uma proposta personalizada ou agende uma conversa com nossa equipe.',
  primary: { label: 'Solicitar Proposta', href: '/contato' },
  secondary: { label: 'Agendar Conversa', href: '/contato' },
} as const satisfies { title: string; description: string; primary: Cta; secondary: Cta }
