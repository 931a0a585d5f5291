import { useState } from 'react'
import type { ComponentType } from 'react'

import { contactForm } from '@/content/texts/contact-form'
import type { OutcomeCopy } from '@/content/texts/contact-form'

import type { OutcomeTone } from './outcome-toast'

/** The toasts' code (react-hot-toast) loads with the form's rules, at the first touch. */
export const loadToasts = () => import('./outcome-toast')

/** What each outcome says. */
const outcomeCopy: Record<OutcomeTone, OutcomeCopy> = {
  success: contactForm.success,
  error: contactForm.failure,
  unconfirmed: contactForm.unconfirmed,
}

/** A title read aloud (or shown) before its description: it ends as a sentence. */
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`)

/**
 * How the form tells the visitor how a send ended: a toast, and the same words in a status
 * line that screen readers announce (and everyone sees when the toasts cannot load).
 */
export function useSendOutcome() {
  /** The last outcome, announced politely. */
  const [announcement, setAnnouncement] = useState<OutcomeCopy | null>(null)
  /** The toasts' container once its code has loaded; `null` if it could not load. */
  const [Toaster, setToaster] = useState<ComponentType | null | undefined>()

  const show = (tone: OutcomeTone) => {
    const copy = outcomeCopy[tone]
    setAnnouncement(copy)
    loadToasts().then(
      ({ OutcomeToaster, showOutcomeToast }) => {
        setToaster(() => OutcomeToaster)
        showOutcomeToast(tone, copy, contactForm.dismissToast)
      },
      // Without the toast's code the outcome still shows, in the status line.
      () => setToaster(null),
    )
  }

  return {
    /** Shows how a send ended. */
    show,
    /** Clears the last outcome, as a new send starts. */
    clear: () => setAnnouncement(null),
    /** What the status line says. */
    status: announcement && `${sentence(announcement.title)} ${announcement.description}`,
    /** The toasts could not load: the status line shows instead of staying for screen readers. */
    statusVisible: Toaster === null,
    Toaster,
  }
}
