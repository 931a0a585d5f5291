import { analyticsConsentGranted } from '@/lib/analytics/consent-granted'

import { createId } from './id'

/** Where the record lives in the tab's sessionStorage. */
export const SESSION_STORAGE_KEY = 'contact_session_info'

/** The device the visit comes from, as the browser describes it. */
export type DeviceInfo = {
  userAgent: string
  /** The screen's size in CSS pixels: `390x844`. */
  screen: string
  language: string
  /** The IANA time zone: `America/Sao_Paulo`. */
  timezone: string
  platform: string
}

/**
 * The tab's record for measurement, as the product fixes it. `sessionId` becomes the
 * `session_id` of the form's analytics events (only while the visitor accepts analytics),
 * and `dominioFormulario` is the host the form sends as `dominio_formulario`; the start time
 * and the device stay in the browser, for the tab, and are never sent.
 */
export type ContactSessionInfo = {
  sessionId: string
  /** When the tab's visit began, ISO 8601. */
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
  createId: () => string
  hostname: () => string
  now: () => Date
  device: () => DeviceInfo
}

export type SessionStore = { get(): ContactSessionInfo }

const isString = (value: unknown): value is string => typeof value === 'string'

const deviceFields = ['userAgent', 'screen', 'language', 'timezone', 'platform'] as const

function deviceInfo(value: unknown): DeviceInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const device = value as Record<string, unknown>
  return deviceFields.every((field) => isString(device[field]))
    ? (Object.fromEntries(deviceFields.map((field) => [field, device[field]])) as DeviceInfo)
    : undefined
}

/**
 * The record in a stored value, or nothing without its id and host. A record stored
 * without its start time or device (by an earlier version of the site) keeps its id and
 * takes them now.
 */
function sessionInfo(
  value: unknown,
  environment: SessionEnvironment,
): ContactSessionInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const {
    sessionId,
    startTime,
    deviceInfo: device,
    dominioFormulario,
  } = value as Record<string, unknown>
  if (!isString(sessionId) || sessionId === '' || !isString(dominioFormulario)) return undefined
  return {
    sessionId,
    startTime:
      isString(startTime) && !Number.isNaN(Date.parse(startTime))
        ? startTime
        : environment.now().toISOString(),
    deviceInfo: deviceInfo(device) ?? environment.device(),
    dominioFormulario,
  }
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
      const info = sessionInfo(JSON.parse(raw), environment)
      // An earlier version's record keeps its id, stored again with every field.
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
        startTime: environment.now().toISOString(),
        deviceInfo: environment.device(),
        dominioFormulario: environment.hostname(),
      }
      write(inMemory)
      return inMemory
    },
  }
}

/** The platform, from User-Agent Client Hints where the browser has them. */
type NavigatorWithHints = Navigator & { userAgentData?: { platform?: string } }

function browserDevice(): DeviceInfo {
  const browser = navigator as NavigatorWithHints
  return {
    userAgent: browser.userAgent,
    screen: `${window.screen.width}x${window.screen.height}`,
    language: browser.language,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    platform: browser.userAgentData?.platform || browser.platform,
  }
}

let browserStore: SessionStore | undefined

/** The current tab's record. Call from the browser only (event handlers and effects). */
export function getBrowserSessionInfo(): ContactSessionInfo {
  browserStore ??= createSessionStore({
    storage: () => window.sessionStorage,
    createId: () => createId(),
    hostname: () => window.location.hostname,
    now: () => new Date(),
    device: browserDevice,
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
