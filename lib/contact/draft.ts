import { contactFieldNames } from './names'

import type { ContactFormInput } from './names'

/** Where the tab keeps what the visitor has typed but not yet sent. */
export const DRAFT_STORAGE_KEY = 'contact_form_draft'

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type DraftStore = {
  /** The saved draft, or nothing when there is none or it cannot be read. */
  read(): ContactFormInput | undefined
  /** Saves the four fields as typed; when all are empty there is nothing left to keep. */
  save(values: Partial<Record<keyof ContactFormInput, unknown>>): void
  clear(): void
}

/** The four fields and nothing else, each a string: whatever else was stored is dropped. */
function fieldsOf(values: Partial<Record<keyof ContactFormInput, unknown>>): ContactFormInput {
  const entries = contactFieldNames.map((name) => {
    const value = values[name]
    return [name, typeof value === 'string' ? value : '']
  })
  return Object.fromEntries(entries) as ContactFormInput
}

const isEmpty = (draft: ContactFormInput) => contactFieldNames.every((name) => draft[name] === '')

/**
 * Keeps the contact form's draft in the tab's sessionStorage, which the browser drops when
 * the tab closes. `storage` may throw (storage blocked) or fail to write (quota): the form
 * then simply has no draft, exactly as before there was one.
 */
export function createDraftStore(storage: () => DraftStorage | null | undefined): DraftStore {
  return {
    read() {
      try {
        const raw = storage()?.getItem(DRAFT_STORAGE_KEY)
        if (!raw) return undefined
        const parsed: unknown = JSON.parse(raw)
        if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined
        const draft = fieldsOf(parsed)
        return isEmpty(draft) ? undefined : draft
      } catch {
        return undefined
      }
    },
    save(values) {
      try {
        const draft = fieldsOf(values)
        if (isEmpty(draft)) storage()?.removeItem(DRAFT_STORAGE_KEY)
        else storage()?.setItem(DRAFT_STORAGE_KEY, JSON.stringify(draft))
      } catch {
        // Blocked or full: the draft is lost with the page, as it was without one.
      }
    },
    clear() {
      try {
        storage()?.removeItem(DRAFT_STORAGE_KEY)
      } catch {
        // Nothing could have been saved either.
      }
    },
  }
}

/** The current tab's draft store. Call from the browser only (effects and handlers). */
export const browserDraftStore = () => createDraftStore(() => window.sessionStorage)
