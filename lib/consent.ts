/**
 * The visitor's cookie choice (LGPD) and its translation into Google Consent Mode v2.
 *
 * Every Google signal starts denied. Accepting grants analytics only: the site runs no
 * advertising, so the ad signals stay denied whatever the visitor answers.
 *
 * One inline script in the document head (`consentScript()`) is the banner's whole
 * behaviour. It runs while the HTML is parsed, before Google Tag Manager can load and
 * before the framework's scripts arrive, so the banner answers its first tap. The banner
 * itself is server-rendered markup (`ConsentBanner`) with no client code of its own.
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

/** Marks the banner. */
export const CONSENT_BANNER_ATTRIBUTE = 'data-consent-banner'

/** On the banner's two buttons, with the choice each one makes as its value. */
export const CONSENT_CHOICE_ATTRIBUTE = 'data-consent-choice'

/** Elements with this attribute reopen the banner when clicked (the footer's control). */
export const CONSENT_OPEN_ATTRIBUTE = 'data-consent-open'

/**
 * Set on <html> while the banner is shown; the stylesheet shows the banner only then, so
 * it is on screen with the first paint, and never without scripts, which could not act on
 * the answer.
 */
export const CONSENT_SHOWN_ATTRIBUTE = 'data-consent-shown'

/** Names of the Google Analytics cookies: `_ga` and `_ga_<container>`. */
const ANALYTICS_COOKIE = /^_ga(_\w+)?$/

const json = (value: unknown) => JSON.stringify(value)

/**
 * The head script. ES5 and dependency-free: it runs in every browser that reads the page,
 * before any bundle. Its text depends on nothing but the constants above, so it is the
 * same on every page and the Content-Security-Policy allows it with one hash.
 *
 * In order, it:
 * - sets every Consent Mode signal to denied, then replays a stored choice as an update,
 *   or, with none stored, shows the banner;
 * - handles clicks on the banner's buttons (keep the choice, push the update, hide the
 *   banner, give focus back to the control that reopened it) and on the controls that
 *   reopen it (show it and move focus to it), from one listener on the document;
 * - while the banner is shown, reserves its height, rounded up, at the end of the page and
 *   as scroll padding, so nothing can be scrolled or focused only to end up under it;
 * - on a rejection (made now, stored before or in another tab), deletes the Google Analytics
 *   cookies already set, on this host and on each parent domain GA may have used;
 * - follows a choice made in another tab.
 * When storage refuses the choice, the choice still holds for this page view, across the
 * router's page changes.
 */
export function consentScript(): string {
  return withoutIndentation(`(function (w, d) {
  var KEY = ${json(CONSENT_STORAGE_KEY)}
  var ANALYTICS_COOKIE = ${ANALYTICS_COOKIE}
  var SIGNALS = { granted: ${json(signalsFor('granted'))}, denied: ${json(signalsFor('denied'))} }
  var root = d.documentElement
  var layer = (w.dataLayer = w.dataLayer || [])
  var opener = null
  function gtag() {
    layer.push(arguments)
  }
  function valid(choice) {
    return choice === 'granted' || choice === 'denied'
  }
  function parse(raw) {
    try {
      var stored = JSON.parse(raw || 'null')
      return stored && valid(stored.choice) ? stored.choice : null
    } catch (error) {
      return null
    }
  }
  function banner() {
    return d.querySelector('[${CONSENT_BANNER_ATTRIBUTE}]')
  }
  function reserve() {
    var element = banner()
    if (!d.body) return
    var room = root.hasAttribute('${CONSENT_SHOWN_ATTRIBUTE}') && element
      ? Math.ceil(element.getBoundingClientRect().height) + 'px'
      : ''
    d.body.style.paddingBottom = room
    root.style.scrollPaddingBottom = room
  }
  function show(shown) {
    if (shown) root.setAttribute('${CONSENT_SHOWN_ATTRIBUTE}', '')
    else root.removeAttribute('${CONSENT_SHOWN_ATTRIBUTE}')
    reserve()
  }
  function forget() {
    var host = w.location.hostname.split('.')
    var pairs = d.cookie ? d.cookie.split(';') : []
    for (var i = 0; i < pairs.length; i++) {
      var name = pairs[i].split('=')[0].replace(/^\\s+|\\s+$/g, '')
      if (!ANALYTICS_COOKIE.test(name)) continue
      for (var j = 0; j <= host.length; j++) {
        var domain = j < host.length ? '; domain=' + host.slice(j).join('.') : ''
        d.cookie = name + '=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/' + domain
      }
    }
  }
  function update(choice) {
    gtag('consent', 'update', SIGNALS[choice])
    if (choice === 'denied') forget()
  }
  function choose(choice) {
    try {
      w.localStorage.setItem(KEY, JSON.stringify({ choice: choice, date: new Date().toISOString() }))
    } catch (error) {}
    update(choice)
    show(false)
    if (opener) opener.focus()
    opener = null
  }
  gtag('consent', 'default', ${json(consentDefaults)})
  var stored = null
  try {
    stored = parse(w.localStorage.getItem(KEY))
  } catch (error) {}
  if (stored) update(stored)
  else show(true)
  d.addEventListener('click', function (event) {
    var target = event.target
    if (!target || !target.closest) return
    var answer = target.closest('[${CONSENT_CHOICE_ATTRIBUTE}]')
    var choice = answer && answer.getAttribute('${CONSENT_CHOICE_ATTRIBUTE}')
    if (valid(choice)) return choose(choice)
    var control = target.closest('[${CONSENT_OPEN_ATTRIBUTE}]')
    if (!control) return
    opener = control
    show(true)
    var element = banner()
    if (element) element.focus()
  })
  d.addEventListener('DOMContentLoaded', function () {
    var element = banner()
    if (element && w.ResizeObserver) new w.ResizeObserver(reserve).observe(element)
    else w.addEventListener('resize', reserve)
    reserve()
  })
  w.addEventListener('storage', function (event) {
    var choice = event.key === KEY && parse(event.newValue)
    if (!choice) return
    update(choice)
    if (!opener) show(false)
  })
})(window, document)`)
}

/**
 * Every page carries the script twice, in its head and in the framework's copy of the
 * page: leading spaces go, line breaks stay (the script relies on them to end statements).
 */
function withoutIndentation(source: string): string {
  return source.replace(/\n\s+/g, '\n')
}
