'use client'

import { useEffect, useRef, useState } from 'react'
import type { ComponentType, FormEvent } from 'react'
import { useForm } from 'react-hook-form'

import { contactForm } from '@/content/contact-form'
import type { OutcomeCopy } from '@/content/contact-form'
import { track } from '@/lib/analytics'
import { createId } from '@/lib/contact/id'
import { contactResolver, emptyContactForm, loadContactValidation } from '@/lib/contact/resolver'
import type { ContactFormInput, ContactMessage } from '@/lib/contact/schema'
import { sendContactMessage } from '@/lib/contact/send'
import { getBrowserSessionInfo } from '@/lib/contact/session'
import { CONTACT_FORM_ID, submitContactMessage } from '@/lib/contact/submission'
import { createSubmitThrottle } from '@/lib/contact/throttle'

import { controlClasses, errorAttributes, FormField } from './form-field'
import { HoneypotField } from './honeypot-field'
import { SubmitRow } from './submit-row'

type ContactFormProps = {
  /** Where the form POSTs (NEXT_PUBLIC_CONTACT_WEBHOOK_URL). */
  webhookUrl: string
  /** Host name the form reports when it is sent without scripts: the site's own. */
  noScriptHostname: string
}

/** The toasts' code (react-hot-toast) loads with the form's rules, at the first touch. */
const loadToasts = () => import('./outcome-toast')

/** A title read aloud (or shown) before its description: it ends as a sentence. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/** What the first touch of the form starts loading, so a send never waits for it. */
function preloadFormCode() {
  loadContactValidation().catch(() => undefined)
  loadToasts().catch(() => undefined)
}

const ids = {
  name: 'contact-name',
  phone: 'contact-phone',
  email: 'contact-email',
  message: 'contact-message',
  honeypot: 'contact-referencia',
} as const

/**
 * The form 'Envie sua mensagem'. A real multipart POST to the webhook, so it works before
 * scripts load; once they run it validates in place and sends with fetch instead.
 */
export function ContactForm({ webhookUrl, noScriptHostname }: ContactFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactMessage>({
    resolver: contactResolver,
    defaultValues: emptyContactForm,
  })
  const [throttle] = useState(() => createSubmitThrottle())
  const [sending, setSending] = useState(false)
  /** The last outcome, announced politely (and shown when the toasts cannot load). */
  const [announcement, setAnnouncement] = useState<OutcomeCopy | null>(null)
  /** The toasts' container once its code has loaded; `null` if it could not load. */
  const [Toaster, setToaster] = useState<ComponentType | null | undefined>()
  const formRef = useRef<HTMLFormElement>(null)
  const honeypotRef = useRef<HTMLInputElement>(null)
  const submitRef = useRef<HTMLButtonElement>(null)
  const refocusSubmit = useRef(false)
  const viewTracked = useRef(false)

  useEffect(() => {
    // With scripts the form shows its own messages; without them the browser checks it.
    formRef.current?.setAttribute('novalidate', '')
    if (viewTracked.current) return
    viewTracked.current = true
    const session = getBrowserSessionInfo()
    track('contact_page_view', { form_id: CONTACT_FORM_ID, session_id: session.sessionId })
  }, [])

  // Disabling the focused button drops focus to the page; give it back once the send ends.
  useEffect(() => {
    if (sending || !refocusSubmit.current) return
    refocusSubmit.current = false
    if (document.activeElement === document.body) submitRef.current?.focus()
  }, [sending])

  const onValid = async (message: ContactMessage) => {
    const outcome = await submitContactMessage(message, honeypotRef.current?.value ?? '', {
      throttle,
      send: (body) => sendContactMessage({ url: webhookUrl, body }),
      track,
      sessionId: () => getBrowserSessionInfo().sessionId,
      createId: () => createId(),
      hostname: window.location.hostname,
      onStart: () => {
        refocusSubmit.current = document.activeElement === submitRef.current
        setSending(true)
        setAnnouncement(null)
      },
      log: (line) => console.log(line),
    })
    if (outcome === 'ignored') return
    setSending(false)
    const tone = outcome === 'failed' ? 'error' : 'success'
    if (tone === 'success') {
      reset()
      if (honeypotRef.current) honeypotRef.current.value = ''
    }
    showOutcome(tone)
  }

  const showOutcome = (tone: 'success' | 'error') => {
    const copy = tone === 'success' ? contactForm.success : contactForm.failure
    setAnnouncement(copy)
    loadToasts().then(
      ({ OutcomeToaster, showOutcomeToast }) => {
        setToaster(() => OutcomeToaster)
        showOutcomeToast(tone, copy, contactForm.dismissToast)
      },
      // Without the toast's code the outcome still shows, in the status line below.
      () => setToaster(null),
    )
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    try {
      await handleSubmit(onValid)(event)
    } catch {
      // The form's rules could not load (offline): nothing typed is lost.
      showOutcome('error')
    }
  }

  const { fields } = contactForm
  return (
    <>
      <form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        action={webhookUrl}
        onSubmit={(event) => void onSubmit(event)}
        onFocus={preloadFormCode}
        onPointerDown={preloadFormCode}
        className="relative grid gap-6 sm:grid-cols-2"
      >
        <p className="text-sm text-ink-600 sm:col-span-2">{contactForm.requiredNote}</p>
        <FormField
          id={ids.name}
          label={fields.name.label}
          error={errors.name?.message}
          className="sm:col-span-2"
        >
          <input
            id={ids.name}
            type="text"
            autoComplete="name"
            autoCapitalize="words"
            required
            minLength={2}
            placeholder={fields.name.placeholder}
            className={controlClasses}
            {...errorAttributes(ids.name, errors.name?.message)}
            {...register('name')}
          />
        </FormField>
        <FormField id={ids.phone} label={fields.phone.label} error={errors.phone?.message}>
          <input
            id={ids.phone}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            minLength={10}
            placeholder={fields.phone.placeholder}
            className={controlClasses}
            {...errorAttributes(ids.phone, errors.phone?.message)}
            {...register('phone')}
          />
        </FormField>
        <FormField id={ids.email} label={fields.email.label} error={errors.email?.message}>
          <input
            id={ids.email}
            type="email"
            inputMode="email"
            autoComplete="email"
            autoCapitalize="off"
            spellCheck={false}
            required
            placeholder={fields.email.placeholder}
            className={controlClasses}
            {...errorAttributes(ids.email, errors.email?.message)}
            {...register('email')}
          />
        </FormField>
        <FormField
          id={ids.message}
          label={fields.message.label}
          error={errors.message?.message}
          className="sm:col-span-2"
        >
          <textarea
            id={ids.message}
            rows={5}
            required
            minLength={10}
            placeholder={fields.message.placeholder}
            className={`${controlClasses} min-h-30 resize-y`}
            {...errorAttributes(ids.message, errors.message?.message)}
            {...register('message')}
          />
        </FormField>
        <HoneypotField
          ref={honeypotRef}
          id={ids.honeypot}
          name="referencia"
          label={contactForm.honeypotLabel}
        />
        <input type="hidden" name="dominio_formulario" value={noScriptHostname} />
        <SubmitRow ref={submitRef} sending={sending} />
        <p
          role="status"
          aria-live="polite"
          className={Toaster === null ? 'font-semibold sm:col-span-2' : 'sr-only'}
        >
          {announcement && `${sentence(announcement.title)} ${announcement.description}`}
        </p>
      </form>
      {Toaster && <Toaster />}
    </>
  )
}
