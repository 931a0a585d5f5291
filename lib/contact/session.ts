import { analyticsConsentGranted } from '@/lib/analytics/consent-granted'

import { createId } from './id'

/** Where the record lives in the tab's sessionStorage. */
export const SESSION_STORAGE_KEY = 'contact_session_info'

/**
 * The tab's record for measurement: `sessionId` becomes the `session_id` of the form's
 * analytics events (only while the visitor accepts analytics), and `dominioFormulario` is
 * the host the form sends as `dominio_formulario`. Nothing else is kept.
 */
export type ContactSessionInfo = {
  sessionId: string
  /** Host name of the page the form is on. */
  dominioFormulario: string
}

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>

/** What the store reads from the browser; tests pass their own. */
export type SessionEnvironment = {
  /** The tab's storage. May throw (storage blocked by the browser) or return nothing. */
  storage: () => SessionStorageLike | null | undefined
  createId: () => string
  hostname: () => string
}

export type SessionStore = { get(): ContactSessionInfo }

const isString = (value: unknown): value is string => typeof value === 'string'

/**
 * The record in a stored value, or nothing. A record stored by an earlier version of the
 * site, with the fields it no longer keeps (a start time, the device's details), still
 * counts: only the two fields are read from it.
 */
function sessionInfo(value: unknown): ContactSessionInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { sessionId, dominioFormulario } = value as Record<string, unknown>
  return isString(sessionId) && sessionId !== '' && isString(dominioFormulario)
    ? { sessionId, dominioFormulario }
    : undefined
}

/**
 * Keeps one session record per tab: created on first use, then read back from
 * sessionStorage. When storage is blocked, full or holds something unreadable, the record
 * lives in memory for the life of the page instead, so the form never breaks over it.
 */
export function createSessionStore(environment: SessionEnvironment): SessionStore {
  let inMemory: ContactSessionInfo | undefined

  function read(): ContactSessionInfo | undefined {
    try {
      const raw = environment.storage()?.getItem(SESSION_STORAGE_KEY)
      if (!raw) return undefined
      const info = sessionInfo(JSON.parse(raw))
      // An earlier version's record keeps its id, stored again without what is not used.
      if (info && JSON.stringify(info) !== raw) write(info)
      return info
    } catch {
      return undefined
    }
  }

  function write(info: ContactSessionInfo): void {
    try {
      environment.storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(info))
    } catch {
      // Quota exceeded or storage disabled: the in-memory copy is enough.
    }
  }

  return {
    get() {
      const stored = read()
      if (stored) {
        inMemory = stored
        return stored
      }
      inMemory ??= {
        sessionId: environment.createId(),
        dominioFormulario: environment.hostname(),
      }
      write(inMemory)
      return inMemory
    },
  }
}

let browserStore: SessionStore | undefined

/** The current tab's record. Call from the browser only (event handlers and effects). */
export function getBrowserSessionInfo(): ContactSessionInfo {
  browserStore ??= createSessionStore({
    storage: () => window.sessionStorage,
    createId: () => createId(),
    hostname: () => window.location.hostname,
  })
  return browserStore.get()
}

/**
 * The tab's session id for the form's analytics events, only while the visitor accepts
 * analytics; the record itself stays in the browser either way. Browser only.
 */
export function consentedSessionId(): string | undefined {
  const { sessionId } = getBrowserSessionInfo()
  const { dataLayer } = window as { dataLayer?: unknown[] }
  return analyticsConsentGranted(dataLayer) ? sessionId : undefined
}
