import type { SpecialistPlacement } from '@/lib/analytics/events'

/** Icons the content may ask for; `components/ui/icon.tsx` maps each to an icon of `lucide`. */
export type IconName =
  | 'activity'
  | 'award'
  | 'cloud'
  | 'database-backup'
  | 'eye'
  | 'handshake'
  | 'headset'
  | 'heart-handshake'
  | 'lightbulb'
  | 'lock'
  | 'mail'
  | 'map-pin'
  | 'phone'
  | 'server'
  | 'shield-check'
  | 'target'
  | 'trending-up'
  | 'users'
  | 'whatsapp'
  | 'zap'

/** The gradient a service card wears; `components/ui/gradients.ts` holds the classes. */
export type Gradient = 'ocean' | 'violet' | 'teal' | 'sky' | 'indigo' | 'emerald'

/** A link rendered as a button. */
export type Cta = {
  /** Visible label, exactly as the visitor reads it. */
  label: string
  /** Internal route ('/contato') or absolute URL. */
  href: string
  /** Set when the link counts as a "Falar com Especialista" click for analytics. */
  placement?: SpecialistPlacement
}

/** Heading block that opens a section. */
export type SectionIntro = {
  /** Small label above the title; optional. */
  eyebrow?: string
  title: string
  /** One or two sentences under the title; optional. */
  description?: string
}

/** A titled card with an icon: features, principles, steps. */
export type Feature = {
  icon: IconName
  title: string
  description: string
}

/** A headline figure such as '+200' clientes. */
export type Stat = {
  /** The figure as displayed, already in pt-BR notation ('99,9%'). */
  value: string
  label: string
}

/** A numbered step of a process. */
export type Step = {
  title: string
  description: string
}
