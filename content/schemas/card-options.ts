import type { SpecialistPlacement } from '@/lib/analytics/events'

/**
 * Icons the content may ask for, with the name the editor at /admin/ shows for each;
 * `ContentIcon` maps each to an icon of `lucide`.
 */
export const iconLabels = {
  activity: 'Atividade (linha de pulso)',
  award: 'Medalha',
  cloud: 'Nuvem',
  'database-backup': 'Banco de dados com backup',
  eye: 'Olho',
  handshake: 'Aperto de mãos',
  headset: 'Fone com microfone',
  'heart-handshake': 'Mãos com coração',
  lightbulb: 'Lâmpada',
  lock: 'Cadeado',
  mail: 'Envelope',
  'map-pin': 'Marcador de mapa',
  phone: 'Telefone',
  server: 'Servidor',
  'shield-check': 'Escudo',
  target: 'Alvo',
  'trending-up': 'Gráfico em alta',
  users: 'Pessoas',
  whatsapp: 'WhatsApp',
  zap: 'Raio',
} as const
export type IconName = keyof typeof iconLabels

/**
 * The gradients a service card may wear, named for the editor;
 * `gradientClasses` holds the classes.
 */
export const gradientLabels = {
  ocean: 'Oceano (ciano ao azul)',
  violet: 'Violeta (anil ao violeta)',
  teal: 'Verde-água (verde-água ao ciano)',
  sky: 'Céu (azul-claro ao azul)',
  indigo: 'Anil (azul ao anil)',
  emerald: 'Esmeralda (verde ao verde-água)',
} as const
export type Gradient = keyof typeof gradientLabels

/** A link rendered as a button. */
export type Cta = {
  /** Visible label, exactly as the visitor reads it. */
  label: string
  /** Internal route ('/contato') or absolute URL. */
  href: string
  /** Set when the link counts as a "Falar com Especialista" click for analytics. */
  placement?: SpecialistPlacement
}
