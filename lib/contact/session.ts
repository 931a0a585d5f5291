import { analyticsConsentGranted } from '@/lib/analytics/consent-granted'

import { createId } from './id'

/** Where the record lives in the tab's sessionStorage. */
export const SESSION_STORAGE_KEY = 'contact_session_info'

export type DeviceInfo = {
  userAgent: string
  /** Screen size as 'WIDTHxHEIGHT', e.g. '1280x800'. */
  screen: string
  language: string
  /** IANA time zone, e.g. 'America/Sao_Paulo'. */
  timezone: string
  platform: string
}

/**
 * Who is writing, as far as analytics needs it. Only `dominioFormulario` is sent with the
 * form; `sessionId` becomes the analytics `session_id`.
 */
export type ContactSessionInfo = {
  sessionId: string
  /** When the record was created, as an ISO 8601 timestamp. */
  startTime: string
  deviceInfo: DeviceInfo
  /** Host name of the page the form is on. */
  dominioFormulario: string
}

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>

/** What the store reads from the browser; tests pass their own. */
export type SessionEnvironment = {
  /** The tab's storage. May throw (storage blocked by the browser) or return nothing. */
  storage: () => SessionStorageLike | null | undefined
  now: () => Date
  createId: () => string
  deviceInfo: () => DeviceInfo
  hostname: () => string
}

export type SessionStore = { get(): ContactSessionInfo }

const isString = (value: unknown): value is string => typeof value === 'string'

function isSessionInfo(value: unknown): value is ContactSessionInfo {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  const device = record.deviceInfo as Record<string, unknown> | null | undefined
  return (
    isString(record.sessionId) &&
    record.sessionId !== '' &&
    isString(record.startTime) &&
    isString(record.dominioFormulario) &&
    typeof device === 'object' &&
    device !== null &&
    ['userAgent', 'screen', 'language', 'timezone', 'platform'].every((key) =>
      isString(device[key]),
    )
  )
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
      const parsed: unknown = JSON.parse(raw)
      return isSessionInfo(parsed) ? parsed : undefined
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
        startTime: environment.now().toISOString(),
        deviceInfo: environment.deviceInfo(),
        dominioFormulario: environment.hostname(),
      }
      write(inMemory)
      return inMemory
    },
  }
}

function browserDeviceInfo(): DeviceInfo {
  return {
    userAgent: navigator.userAgent,
    screen: `${window.screen.width}x${window.screen.height}`,
    language: navigator.language,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone ?? '',
    platform: navigator.platform,
  }
}

let browserStore: SessionStore | undefined

/** The current tab's record. Call from the browser only (event handlers and effects). */
export function getBrowserSessionInfo(): ContactSessionInfo {
  browserStore ??= createSessionStore({
    storage: () => window.sessionStorage,
    now: () => new Date(),
    createId: () => createId(),
    deviceInfo: browserDeviceInfo,
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
