import { pushToDataLayer } from './analytics'

/**
 * The visitor's cookie choice (LGPD) and its translation into Google Consent Mode v2.
 *
 * Every Google signal starts denied. Accepting grants analytics only: the site runs no
 * advertising, so the ad signals stay denied whatever the visitor answers. The choice is
 * kept in localStorage and replayed by the inline script of `app/layout.tsx`, which runs
 * while the HTML is parsed, before Google Tag Manager can load.
 */

/** The visitor's answer, which is also the value of a Consent Mode signal. */
export type ConsentChoice = 'granted' | 'denied'

/** The four signals of Google Consent Mode v2. */
export type ConsentSignals = {
  ad_storage: ConsentChoice
  ad_user_data: ConsentChoice
  ad_personalization: ConsentChoice
  analytics_storage: ConsentChoice
}

export const consentDefaults: ConsentSignals = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
}

export function signalsFor(choice: ConsentChoice): ConsentSignals {
  return { ...consentDefaults, analytics_storage: choice }
}

/**
 * localStorage key. Bump the version when the banner asks something new: choices stored
 * under an older key are then ignored and the visitor is asked again.
 */
export const CONSENT_STORAGE_KEY = 'horizonte-ti.consent.v1'

/** What is stored: the answer and when it was given, as a record of consent. */
export type StoredConsent = { choice: ConsentChoice; date: string }

/** Elements with this attribute reopen the banner when clicked (the footer's control). */
export const CONSENT_OPEN_ATTRIBUTE = 'data-consent-open'

/**
 * Set on <html> by the head script while no choice is stored, so the pre-rendered banner
 * shows with the first paint instead of when the page's scripts have run (app/globals.css).
 */
export const CONSENT_PENDING_ATTRIBUTE = 'data-consent-pending'

/** The part of `Storage` used here, so tests can pass a stand-in. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>

export function parseStoredConsent(raw: string | null): ConsentChoice | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || !('choice' in value)) return null
    return value.choice === 'granted' || value.choice === 'denied' ? value.choice : null
  } catch {
    return null
  }
}

/** The stored choice, or null when there is none or storage is unavailable. */
export function readConsent(storage: ConsentStorage | undefined): ConsentChoice | null {
  try {
    return parseStoredConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null)
  } catch {
    // Storage can throw (blocked cookies, some private modes): treat as "not answered".
    return null
  }
}

/** Keeps the choice; false when storage refused it. */
export function saveConsent(
  storage: ConsentStorage | undefined,
  choice: ConsentChoice,
  now: Date = new Date(),
): boolean {
  if (!storage) return false
  const record: StoredConsent = { choice, date: now.toISOString() }
  try {
    storage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record))
    return true
  } catch {
    return false
  }
}

/**
 * gtag.js reads consent commands only as an `arguments` object pushed to the data layer;
 * an array with the same items is ignored. This builds one.
 */
function gtagCommand(..._items: unknown[]): IArguments {
  // eslint-disable-next-line prefer-rest-params
  return arguments
}

/** Tells Google tags about the visitor's answer. Browser only. */
export function sendConsentUpdate(choice: ConsentChoice): void {
  pushToDataLayer(gtagCommand('consent', 'update', signalsFor(choice)))
}

/**
 * Inline script for the document head: sets every Consent Mode signal to denied, then
 * replays a stored choice as an update, or, with none stored, marks <html> so the banner
 * shows. It must run before any Google tag, so it is plain HTML-parsed JavaScript with no
 * dependency on the site's bundles. Its reading of storage mirrors `readConsent`; the unit
 * tests run both against the same inputs.
 */
export function consentBootstrapScript(): string {
  const key = JSON.stringify(CONSENT_STORAGE_KEY)
  const defaults = JSON.stringify(consentDefaults)
  const granted = JSON.stringify(signalsFor('granted'))
  const denied = JSON.stringify(signalsFor('denied'))
  return [
    '(function(w){',
    'var l=w.dataLayer=w.dataLayer||[];',
    'function gtag(){l.push(arguments)}',
    `gtag('consent','default',${defaults});`,
    'var s;',
    'try{',
    `var c=JSON.parse(w.localStorage.getItem(${key})||'null');`,
    's=c&&c.choice;',
    '}catch(e){}',
    `if(s==='granted')gtag('consent','update',${granted});`,
    `else if(s==='denied')gtag('consent','update',${denied});`,
    `else w.document.documentElement.setAttribute(${JSON.stringify(CONSENT_PENDING_ATTRIBUTE)},'');`,
    '})(window)',
  ].join('')
}
