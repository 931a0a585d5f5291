import { consentBanner } from '@/content/texts/consent'
import { CONSENT_OPEN_ATTRIBUTE } from '@/lib/consent'

/**
 * Reopens the cookie banner so the visitor can change the choice. A plain button: the head
 * script (`consentScript()`) listens for clicks on it, from the first paint on, so footers
 * stay server components.
 */
export function CookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button type="button" {...{ [CONSENT_OPEN_ATTRIBUTE]: '' }} className={className}>
      {consentBanner.reopen}
    </button>
  )
}
