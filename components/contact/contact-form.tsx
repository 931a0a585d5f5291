'use client'

import { useEffect, useRef, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { useForm } from 'react-hook-form'

import { contactForm } from '@/content/texts/contact-form'
import { contactFieldNames, emptyContactForm } from '@/lib/contact/names'
import { track } from '@/lib/analytics'
import { honeypotField } from '@/lib/contact/form-controls'
import { createId } from '@/lib/contact/id'
import { contactResolver, loadContactValidation } from './validation'
import type { ContactFormInput, ContactMessage } from '@/lib/contact/names'
import { sendContactMessage } from '@/lib/contact/send'
import { consentedSessionId, getBrowserSessionInfo } from '@/lib/contact/session'
import { CONTACT_FORM_ID, submitContactMessage } from '@/lib/contact/submission'
import { createSubmitThrottle } from '@/lib/contact/throttle'
import { useHydrated } from '@/lib/hooks/use-hydrated'

import type { FallbackChannels, FallbackChannelsProps } from './fallback-channels'
import { FormField } from './form-field'
import { HoneypotField } from './honeypot-field'
import { SubmitRow } from './submit-row'
import { useContactDraft } from './use-contact-draft'
import { loadToasts, useSendOutcome } from './use-send-outcome'

export type ContactFormProps = {
  /** Where the form POSTs (NEXT_PUBLIC_CONTACT_WEBHOOK_URL). */
  webhookUrl: string
  /**
   * The form reads the answer (the site's own endpoint, or a webhook that answers CORS):
   * only a 2xx counts as sent, and a refusal offers the other channels.
   */
  readsAnswer: boolean
  /**
   * The form posts to the site's own endpoint, which answers a send without scripts by
   * bringing the visitor back here: to the note that it arrived, or with why it did not.
   */
  ownEndpoint: boolean
  /** Host name the form reports when it is sent without scripts: the site's own. */
  noScriptHostname: string
  /**
   * A preview build, published while examples remain: its page leaves out of the offer
   * after a failed send any channel still an example (`fallbackChannels`).
   */
  preview: boolean
}

/**
 * The form in its page: with the channels it offers when a send fails, and, drawn on the
 * server, what its page says of a send without scripts (`NoScriptOutcome`), which its page
 * draws when the form posts to the site's own endpoint.
 */
type ContactFormViewProps = Omit<ContactFormProps, 'ownEndpoint' | 'preview'> & {
  fallback: FallbackChannelsProps
  noScriptOutcome?: ReactNode
}

/**
 * The offer of the other channels after a refused send, loaded only by a form that reads
 * the answer, at its first touch: the other pages' forms never need it.
 */
const loadFallback = () => import('./fallback-channels')

/** What the first touch of the form starts loading, so a send never waits for it. */
function preloadFormCode() {
  loadContactValidation().catch(() => undefined)
  loadToasts().catch(() => undefined)
}

/**
 * The form 'Envie sua mensagem'. A real multipart POST to the webhook, so it works before
 * scripts load, with the browser checking the fields; once they run it validates in place,
 * in words, and sends with fetch instead.
 */
export function ContactForm({
  webhookUrl,
  readsAnswer,
  noScriptHostname,
  fallback,
  noScriptOutcome,
}: ContactFormViewProps) {
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    subscribe,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactMessage>({
    resolver: contactResolver,
    defaultValues: emptyContactForm,
  })
  const scripted = useHydrated()
  const draft = useContactDraft({ getValues, setValue, subscribe })
  const outcome = useSendOutcome()
  const [throttle] = useState(() => createSubmitThrottle())
  const [sending, setSending] = useState(false)
  /**
   * The message that was refused, or got no answer in time (`unconfirmed`), offered through
   * the other channels. Only an answer the form can read says so; in no-cors mode the
   * browser reads none.
   */
  const [refused, setRefused] = useState<{
    message: ContactMessage
    unconfirmed: boolean
    Offer: typeof FallbackChannels
  } | null>(null)
  /** Each send's number: only the latest failed one's offer is shown. */
  const attempt = useRef(0)
  const preload = () => {
    preloadFormCode()
    if (readsAnswer) loadFallback().catch(() => undefined)
  }
  const honeypotRef = useRef<HTMLInputElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const refocusSubmit = useRef(false)
  const viewTracked = useRef(false)

  useEffect(() => {
    if (viewTracked.current) return
    viewTracked.current = true
    const sessionId = consentedSessionId()
    track('contact_page_view', {
      form_id: CONTACT_FORM_ID,
      ...(sessionId && { session_id: sessionId }),
    })
  }, [])

  // Disabling the focused button drops focus to the page; give it back once the send ends.
  useEffect(() => {
    if (sending || !refocusSubmit.current) return
    refocusSubmit.current = false
    if (document.activeElement === document.body) submitRef.current?.focus()
  }, [sending])

  const onValid = async (message: ContactMessage) => {
    const result = await submitContactMessage(message, honeypotRef.current?.value ?? '', {
      throttle,
      send: (body) => sendContactMessage({ url: webhookUrl, body, readAnswer: readsAnswer }),
      track,
      sessionId: consentedSessionId,
      createId: () => createId(),
      // The host kept in the tab's session record, sent as `dominio_formulario`.
      hostname: getBrowserSessionInfo().dominioFormulario,
      onStart: () => {
        refocusSubmit.current = document.activeElement === submitRef.current
        setSending(true)
        attempt.current += 1
        setRefused(null)
        outcome.clear()
      },
      log: (line) => console.log(line),
    })
    if (result === 'ignored') return
    setSending(false)
    if (result === 'failed' || result === 'unconfirmed') {
      const unconfirmed = result === 'unconfirmed'
      outcome.show(unconfirmed ? 'unconfirmed' : 'error')
      // Without its code (offline), the toast's own words still point to the phone.
      if (readsAnswer) {
        const refusedAttempt = attempt.current
        loadFallback().then(
          ({ FallbackChannels: Offer }) => {
            if (attempt.current === refusedAttempt) setRefused({ message, unconfirmed, Offer })
          },
          () => undefined,
        )
      }
      return
    }
    reset()
    draft.clear()
    if (honeypotRef.current) honeypotRef.current.value = ''
    outcome.show('success')
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    try {
      await handleSubmit(onValid)(event)
    } catch {
      // The form's rules could not load (offline): nothing typed is lost.
      outcome.show('error')
    }
  }

  const { Toaster } = outcome
  return (
    <>
      <form
        method="post"
        encType="multipart/form-data"
        action={webhookUrl}
        // With scripts the form shows its own messages; without them the browser checks it.
        noValidate={scripted}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={preload}
        onPointerDown={preload}
        className="relative grid gap-6 sm:grid-cols-2"
      >
        {noScriptOutcome}
        <p className="text-sm text-ink-600 sm:col-span-2">{contactForm.requiredNote}</p>
        {contactFieldNames.map((name) => (
          <FormField
            key={name}
            name={name}
            copy={contactForm.fields[name]}
            error={errors[name]?.message}
            browserChecks={!scripted}
            registration={register(name)}
          />
        ))}
        <HoneypotField
          ref={honeypotRef}
          id={honeypotField.id}
          name={honeypotField.name}
          label={contactForm.honeypotLabel}
        />
        <input type="hidden" name="dominio_formulario" value={noScriptHostname} />
        <SubmitRow ref={submitRef} sending={sending} />
        <p
          role="status"
          aria-live="polite"
          className={outcome.statusVisible ? 'font-semibold sm:col-span-2' : 'sr-only'}
        >
          {outcome.status}
        </p>
        {refused && (
          <refused.Offer
            message={refused.message}
            unconfirmed={refused.unconfirmed}
            {...fallback}
          />
        )}
      </form>
      {Toaster && <Toaster />}
    </>
  )
}
