import { ArrowLeft } from 'lucide'
import Link from 'next/link'

import { Icon } from '@/components/ui/icon'
import { backHomeLabel } from '@/content/texts/navigation'

import type { View } from '../view'
import { PrivacyPolicy } from './privacy-policy'

/**
 * The privacy policy's text, with the day it last changed, and the way back home (which
 * the editor's preview, already where it belongs, leaves out).
 */
export const privacyView: View<'privacy'> = (policy, { policyUpdated, preview }) => (
  <article className="container-page max-w-3xl py-14 sm:py-20">
    <PrivacyPolicy policy={policy} lastUpdated={policyUpdated()} />
    {!preview && (
      <p className="mt-14">
        <Link
          href="/"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-800 underline-offset-4 hover:underline"
        >
          <Icon node={ArrowLeft} className="size-4" />
          {backHomeLabel}
        </Link>
      </p>
    )}
  </article>
)
