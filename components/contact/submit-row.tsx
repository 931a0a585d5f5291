import { Loader2, Send } from 'lucide'
import type { Ref } from 'react'

import { buttonClasses } from '@/components/ui/button-link'
import { contactForm } from '@/content/texts/contact-form'
import { Icon } from '@/components/ui/icon'

type SubmitRowProps = {
  ref: Ref<HTMLButtonElement>
  /** True while the message is on its way: spinner, 'Enviando...', no second press. */
  sending: boolean
}

/** The send button and, beside it, how the data will be used (LGPD). */
export function SubmitRow({ ref, sending }: SubmitRowProps) {
  const { privacy } = contactForm
  return (
    <div className="flex flex-col gap-4 sm:col-span-2 sm:flex-row sm:items-center sm:gap-6">
      <button
        ref={ref}
        type="submit"
        disabled={sending}
        className={buttonClasses({ size: 'lg', className: 'w-full shrink-0 sm:w-auto' })}
      >
        {sending ? (
          <Icon node={Loader2} className="size-5 animate-spin" />
        ) : (
          <Icon node={Send} className="size-5" />
        )}
        {sending ? contactForm.sending : contactForm.submit}
      </button>
      <p className="text-sm text-ink-600">
        {privacy.before} {/* A plain link: the policy page lives outside the shared layout. */}
        <a
          href={privacy.href}
          className="font-semibold text-accent-800 underline underline-offset-4"
        >
          {privacy.link}
        </a>
        {privacy.after}
      </p>
    </div>
  )
}
