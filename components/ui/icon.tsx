import type { IconNode } from 'lucide'
import {
  Activity,
  Award,
  Cloud,
  DatabaseBackup,
  Eye,
  Handshake,
  Headset,
  HeartHandshake,
  Lightbulb,
  Lock,
  Mail,
  MapPin,
  Phone,
  Server,
  ShieldCheck,
  Target,
  TrendingUp,
  Users,
  Zap,
} from 'lucide'
import { createElement } from 'react'
import type { SVGProps } from 'react'

import { WhatsappGlyph } from './whatsapp-glyph'

import type { IconName } from '@/content/types'

type SvgProps = Omit<SVGProps<SVGSVGElement>, 'children'>

/**
 * A decorative Lucide icon, drawn as plain SVG and hidden from assistive technology. The
 * shapes come from `lucide`, the framework-free package: lucide-react's icons are client
 * components, so each one would ship its renderer and hydrate just to show a picture.
 */
export function Icon({ node, ...props }: { node: IconNode } & SvgProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}

const named = {
  activity: Activity,
  award: Award,
  cloud: Cloud,
  'database-backup': DatabaseBackup,
  eye: Eye,
  handshake: Handshake,
  headset: Headset,
  'heart-handshake': HeartHandshake,
  lightbulb: Lightbulb,
  lock: Lock,
  mail: Mail,
  'map-pin': MapPin,
  phone: Phone,
  server: Server,
  'shield-check': ShieldCheck,
  target: Target,
  'trending-up': TrendingUp,
  users: Users,
  whatsapp: WhatsappGlyph,
  zap: Zap,
} as const satisfies Record<IconName, IconNode>

/** The icon a piece of content names (services, features, contact channels). */
export function ContentIcon({ name, ...props }: { name: IconName } & SvgProps) {
  return <Icon node={named[name]} {...props} />
}
