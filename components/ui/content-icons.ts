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

import type { IconName } from '@/content/schemas/card-options'

import { WhatsappGlyph } from './whatsapp-glyph'

/** The shape of each icon the content may name; the editor's preview draws them too. */
export const contentIcons = {
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
