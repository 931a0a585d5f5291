import {
  CONSENT_PENDING_ATTRIBUTE,
  CONSENT_STORAGE_KEY,
  consentBootstrapScript,
  consentDefaults,
  parseStoredConsent,
  readConsent,
  saveConsent,
  signalsFor,
} from './consent'
import type { ConsentStorage } from './consent'

function memoryStorage(initial: Record<string, string> = {}): ConsentStorage & {
  data: Record<string, string>
} {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value
    },
  }
}

const throwingStorage: ConsentStorage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
}

/** A window for the head script: storage, a data layer and the attributes set on <html>. */
function fakeWindowWith(storage: ConsentStorage | undefined) {
  const htmlAttributes: string[] = []
  const fakeWindow = {
    dataLayer: undefined as unknown[] | undefined,
    localStorage: storage,
    document: { documentElement: { setAttribute: (name: string) => htmlAttributes.push(name) } },
  }
  return { fakeWindow, htmlAttributes }
}

/** Runs the head script against a fake window; returns what it pushed, as plain arrays. */
function runBootstrap(storage: ConsentStorage | undefined) {
  const { fakeWindow } = fakeWindowWith(storage)
  new Function('window', consentBootstrapScript())(fakeWindow)
  return (fakeWindow.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>))
}

/** Whether the head script marks the banner as pending, with `storage`. */
function marksPending(storage: ConsentStorage | undefined) {
  const { fakeWindow, htmlAttributes } = fakeWindowWith(storage)
  new Function('window', consentBootstrapScript())(fakeWindow)
  return htmlAttributes.includes(CONSENT_PENDING_ATTRIBUTE)
}

describe('consent signals', () => {
  it('start with every Consent Mode v2 signal denied', () => {
    expect(consentDefaults).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
    })
  })

  it('grant analytics only when the visitor accepts; advertising stays denied', () => {
    expect(signalsFor('granted')).toEqual({ ...consentDefaults, analytics_storage: 'granted' })
    expect(signalsFor('denied')).toEqual(consentDefaults)
  })
})

describe('stored choice', () => {
  it('round-trips through storage with the date it was given', () => {
    const storage = memoryStorage()
    expect(saveConsent(storage, 'granted', new Date('2026-11-22T10:00:00Z'))).toBe(true)
    expect(JSON.parse(storage.data[CONSENT_STORAGE_KEY]!)).toEqual({
      choice: 'granted',
      date: '2026-11-22T10:00:00.000Z',
    })
    expect(readConsent(storage)).toBe('granted')
    saveConsent(storage, 'denied')
    expect(readConsent(storage)).toBe('denied')
  })

  it('reads nothing from empty, malformed or foreign values', () => {
    for (const raw of [null, '', 'granted', '{', '[]', 'null', '{"choice":"maybe"}', '{}']) {
      expect(parseStoredConsent(raw)).toBeNull()
    }
    expect(readConsent(memoryStorage())).toBeNull()
  })

  it('survives storage that is missing or throws', () => {
    expect(readConsent(undefined)).toBeNull()
    expect(readConsent(throwingStorage)).toBeNull()
    expect(saveConsent(undefined, 'granted')).toBe(false)
    expect(saveConsent(throwingStorage, 'granted')).toBe(false)
  })
})

describe('head script', () => {
  const defaultCommand = ['consent', 'default', consentDefaults]

  it('sets the denied defaults and nothing else on a first visit', () => {
    expect(runBootstrap(memoryStorage())).toEqual([defaultCommand])
  })

  it.each(['granted', 'denied'] as const)(
    'replays a stored "%s" as an update after the defaults',
    (choice) => {
      const storage = memoryStorage()
      saveConsent(storage, choice)
      expect(runBootstrap(storage)).toEqual([
        defaultCommand,
        ['consent', 'update', signalsFor(choice)],
      ])
    },
  )

  it('reads storage exactly as the banner does', () => {
    const values = ['', 'granted', '{', 'null', '{"choice":"constructor"}', '{"choice":"denied"}']
    for (const raw of values) {
      const storage = memoryStorage({ [CONSENT_STORAGE_KEY]: raw })
      const replayed = runBootstrap(storage)[1]
      const expected = readConsent(storage)
      expect(replayed).toEqual(expected ? ['consent', 'update', signalsFor(expected)] : undefined)
      expect(marksPending(storage)).toBe(expected === null)
    }
  })

  it('keeps the defaults and shows the banner when storage throws', () => {
    expect(runBootstrap(throwingStorage)).toEqual([defaultCommand])
    expect(marksPending(throwingStorage)).toBe(true)
  })

  it('shows the banner while no choice is stored, and not once one is', () => {
    expect(marksPending(memoryStorage())).toBe(true)
    expect(marksPending(undefined)).toBe(true)
    const storage = memoryStorage()
    saveConsent(storage, 'denied')
    expect(marksPending(storage)).toBe(false)
  })

  it('pushes gtag commands as arguments objects, the only form gtag.js reads', () => {
    const { fakeWindow } = fakeWindowWith(memoryStorage())
    new Function('window', consentBootstrapScript())(fakeWindow)
    expect(Object.prototype.toString.call(fakeWindow.dataLayer![0])).toBe('[object Arguments]')
  })
})
