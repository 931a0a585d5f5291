import { AlertCircle, CheckCircle2 } from 'lucide'

import { Icon } from '@/components/ui/icon'
import { endpointRefusals } from '@/content/texts/contact-endpoint'
import { contactForm } from '@/content/texts/contact-form'
import { noScriptOutcome } from '@/lib/worker-routes'

/**
 * How a send without scripts to the site's own endpoint ended, said on this page (the
 * endpoint is the Worker's, worker/). A message it stored brings the visitor back to
 * `#mensagem-enviada`, a note shown only as the address's target; a refusal is answered with
 * this page, what the visitor typed back in the fields, and the reasons written into the
 * list of `#mensagem-nao-enviada`, which the endpoint then shows and focuses.
 */
export function NoScriptOutcome() {
  const { success } = contactForm
  return (
    <>
      <p
        id={noScriptOutcome.received}
        tabIndex={-1}
        className="hidden scroll-mt-header items-start gap-2 rounded-2xl border border-accent-600 bg-ink-50 p-4 text-ink-900 outline-none target:flex sm:col-span-2"
      >
        <Icon node={CheckCircle2} className="mt-0.5 size-5 shrink-0 text-accent-700" />
        <span>
          <strong>{success.title}</strong> {success.description}
        </span>
      </p>
      <div
        id={noScriptOutcome.refused}
        tabIndex={-1}
        hidden
        role="alert"
        className="scroll-mt-header rounded-2xl border border-red-200 bg-red-50 p-4 text-ink-900 outline-none sm:col-span-2"
      >
        <p className="flex items-start gap-2 font-semibold text-red-800">
          <Icon node={AlertCircle} className="mt-0.5 size-5 shrink-0" />
          {endpointRefusals.title}
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-7" />
      </div>
    </>
  )
}
