import { company } from './company'
import type { Cta, Feature, SectionIntro, Stat, Step } from './types'

/** A milestone of the company's history. */
export type Milestone = {
  /** '2013', '2018' or 'Hoje'. */
  period: string
  title: string
  description: string
}

export const aboutHero = {
  eyebrow: 'Sobre nós',
  title: 'Há mais de 12 anos cuidando da TI de empresas que não podem parar',
  description: `Somos uma consultoria de TI de ${company.address.city} que une tecnologia, processos e atendimento próximo para que sua empresa trabalhe com segurança e sem interrupções.`,
  cta: { label: 'Falar Conosco', href: '/contato' },
} as const satisfies SectionIntro & { cta: Cta }

export const aboutHistory = {
  intro: { eyebrow: 'Nossa história', title: 'Uma trajetória construída ao lado dos clientes' },
  milestones: [
    {
      period: '2013',
      title: 'Fundação',
      description: `Nascemos em ${company.address.city} com um propósito simples: oferecer suporte de TI próximo, ágil e honesto para pequenas e médias empresas.`,
    },
    {
      period: '2018',
      title: 'Crescimento',
      description:
        'Ampliamos a equipe, estruturamos o monitoramento 24h e passamos a atender empresas de outras cidades e estados.',
    },
    {
      period: 'Hoje',
      title: 'Referência em TI gerenciada',
      description:
        'São mais de 200 clientes e 500 projetos entregues, com foco em segurança, nuvem e continuidade dos negócios.',
    },
  ],
} as const satisfies { intro: SectionIntro; milestones: readonly Milestone[] }

export const aboutPurpose = {
  intro: { eyebrow: 'Quem somos', title: 'Propósito, objetivo e promessa' },
  items: [
    {
      icon: 'lightbulb',
      title: 'Propósito',
      description:
        'Fazer da tecnologia uma aliada do crescimento das empresas, e não uma fonte de preocupação.',
    },
    {
      icon: 'target',
      title: 'Objetivo',
      description:
        'Manter a TI dos nossos clientes segura, disponível e com custos previsíveis, mês após mês.',
    },
    {
      icon: 'handshake',
      title: 'Promessa',
      description:
        'Atendimento humano, linguagem clara e compromisso com os prazos definidos em contrato.',
    },
  ],
} as const satisfies { intro: SectionIntro; items: readonly Feature[] }

export const aboutApproach = {
  intro: {
    eyebrow: 'Como trabalhamos',
    title: 'Nossa abordagem em quatro passos',
    description: 'Um método simples, que começa ouvindo você e nunca deixa de acompanhar.',
  },
  steps: [
    {
      title: 'Escutar',
      description: 'Entendemos a rotina, os objetivos e as dores da sua empresa.',
    },
    {
      title: 'Diagnosticar',
      description: 'Avaliamos equipamentos, redes, sistemas e riscos de segurança.',
    },
    {
      title: 'Implementar',
      description: 'Colocamos as melhorias em prática com o mínimo de impacto no dia a dia.',
    },
    {
      title: 'Acompanhar',
      description: 'Monitoramos, medimos e apresentamos relatórios para evoluir sempre.',
    },
  ],
} as const satisfies { intro: SectionIntro; steps: readonly Step[] }

export const aboutStats = {
  title: 'Nossos números',
  stats: [
    { value: '+200', label: 'clientes atendidos' },
    { value: '+500', label: 'projetos entregues' },
    { value: '+12', label: 'anos de mercado' },
    { value: '98%', label: 'de satisfação' },
  ],
} as const satisfies { title: string; stats: readonly Stat[] }

export const aboutPrinciples = {
  intro: {
    eyebrow: 'Nossos princípios',
    title: 'Como trabalhamos todos os dias',
  },
  items: [
    {
      icon: 'eye',
      title: 'Transparência',
      description: 'Relatórios claros e conversas francas sobre custos, riscos e prazos.',
    },
    {
      icon: 'zap',
      title: 'Agilidade',
      description:
        'Respostas rápidas e problemas resolvidos, preferencialmente, na primeira tentativa.',
    },
    {
      icon: 'shield-check',
      title: 'Segurança em primeiro lugar',
      description: 'Cada decisão considera a proteção dos seus dados e a conformidade com a LGPD.',
    },
    {
      icon: 'users',
      title: 'Proximidade',
      description: 'Você fala com pessoas que conhecem a sua empresa pelo nome.',
    },
    {
      icon: 'trending-up',
      title: 'Melhoria contínua',
      description: 'Revisamos processos e ferramentas para entregar sempre um pouco mais.',
    },
    {
      icon: 'award',
      title: 'Responsabilidade',
      description: 'Assumimos compromissos por escrito, com SLA definido em contrato.',
    },
  ],
} as const satisfies { intro: SectionIntro; items: readonly Feature[] }

export const aboutClosing = {
  title: 'Vamos conversar sobre a TI da sua empresa?',
  description: 'Agende uma conversa sem compromisso com um de nossos especialistas.',
  cta: { label: 'Agendar Conversa', href: '/contato' },
} as const satisfies { title: string; description: string; cta: Cta }
