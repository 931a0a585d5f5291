import { buttonClasses } from '@/components/ui/button-link'
import { consentBanner } from '@/content/texts/consent'
import { CONSENT_BANNER_ATTRIBUTE, CONSENT_CHOICE_ATTRIBUTE } from '@/lib/consent'
import type { ConsentChoice } from '@/lib/consent'

// Same size and style for both answers: neither is the easy way out.
const buttonClass = buttonClasses({ variant: 'inverse', className: 'flex-1 sm:w-32 sm:flex-none' })

function ChoiceButton({ choice, label }: { choice: ConsentChoice; label: string }) {
  return (
    <button type="button" {...{ [CONSENT_CHOICE_ATTRIBUTE]: choice }} className={buttonClass}>
      {label}
    </button>
  )
}

/**
 * LGPD cookie banner: a fixed overlay that pushes nothing. Markup only: the head script
 * (`consentScript()`) shows it, answers its buttons and the `[data-consent-open]` controls,
 * and reserves its height at the end of the page while it is shown, from the first paint
 * on and without waiting for React. Compact, so the page's main call to action stays
 * visible above it on a first view.
 */
export function ConsentBanner() {
  return (
    <section
      {...{ [CONSENT_BANNER_ATTRIBUTE]: '' }}
      tabIndex={-1}
      aria-labelledby="consent-title"
      className="on-dark fixed inset-x-0 bottom-0 z-[2147483647] border-t border-accent-400/40 bg-ink-900 text-ink-100 shadow-[0_-12px_32px_rgb(7_17_31/0.35)] outline-none"
    >
      <div className="container-page flex flex-col gap-2.5 py-3 sm:flex-row sm:items-center sm:gap-6">
        <div className="flex-1 text-sm leading-snug">
          <h2 id="consent-title" className="mr-1.5 inline text-sm leading-snug text-white">
            {consentBanner.title}
          </h2>
          <p className="inline">
            {consentBanner.description}{' '}
            <a
              href={consentBanner.policyLink.href}
              className="font-semibold whitespace-nowrap text-accent-300 underline underline-offset-4 hover:text-white"
            >
              {consentBanner.policyLink.label}
            </a>
          </p>
        </div>
        <div className="flex gap-3 sm:shrink-0">
          <ChoiceButton choice="granted" label={consentBanner.accept} />
          <ChoiceButton choice="denied" label={consentBanner.reject} />
        </div>
      </div>
    </section>
  )
}
