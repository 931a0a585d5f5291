import type { LucideIcon, LucideProps } from 'lucide-react'
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
} from 'lucide-react'

import type { IconName } from '@/content/types'

const icons = {
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
  zap: Zap,
} as const satisfies Record<IconName, LucideIcon>

/** A decorative icon named by the content; hidden from assistive technology. */
export function Icon({ name, ...props }: { name: IconName } & LucideProps) {
  const Component = icons[name]
  return <Component aria-hidden="true" focusable="false" {...props} />
}
