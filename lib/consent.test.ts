import { runInNewContext } from 'node:vm'

import { Linter } from 'eslint'

import {
  CONSENT_BANNER_ATTRIBUTE,
  CONSENT_CHOICE_ATTRIBUTE,
  CONSENT_OPEN_ATTRIBUTE,
  CONSENT_SHOWN_ATTRIBUTE,
  CONSENT_STORAGE_KEY,
  consentDefaults,
  consentScript,
  signalsFor,
} from './consent'

type Storage = { getItem(key: string): string | null; setItem(key: string, value: string): void }
type Listener = (event: Record<string, unknown>) => void

function memoryStorage(initial: Record<string, string> = {}): Storage & {
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

const throwingStorage: Storage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
}

/** Just enough of a DOM element for the head script: attributes, ancestry, size, focus. */
class FakeElement {
  readonly attributes = new Map<string, string>()
  readonly style: Record<string, string> = {}
  height = 0

  constructor(
    private readonly page: FakePage,
    attributes: Record<string, string> = {},
    readonly parent: FakeElement | null = null,
  ) {
    for (const [name, value] of Object.entries(attributes)) this.attributes.set(name, value)
    page.elements.push(this)
  }

  getAttribute(name: string) {
    return this.attributes.get(name) ?? null
  }
  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value))
  }
  removeAttribute(name: string) {
    this.attributes.delete(name)
  }
  hasAttribute(name: string) {
    return this.attributes.has(name)
  }
  /** Attribute selectors (`[name]`) only, the one kind the script uses. */
  closest(selector: string): FakeElement | null {
    if (this.hasAttribute(selector.slice(1, -1))) return this
    return this.parent?.closest(selector) ?? null
  }
  getBoundingClientRect() {
    return { height: this.height }
  }
  focus() {
    this.page.focused = this
  }
}

/**
 * A page for the head script: it runs while only <html> exists, as in the <head>; `parse()`
 * then adds the body with the banner and the footer's control, as the parser does.
 */
class FakePage {
  readonly elements: FakeElement[] = []
  readonly listeners: Record<string, Listener[]> = {}
  readonly resizeObservers: { callback: () => void; target: unknown }[] = []
  focused: FakeElement | null = null
  readonly html = new FakeElement(this)
  body: FakeElement | null = null
  banner!: FakeElement
  accept!: FakeElement
  reject!: FakeElement
  preferences!: FakeElement
  link!: FakeElement
  readonly window: Record<string, unknown>
  private readonly document: { body: FakeElement | null }
  /**
   * The page's cookies, by name and domain ('' for a host-only cookie). As in a browser, a
   * cookie is deleted only by an expired one of the same name and domain attribute.
   */
  readonly cookies = new Map<string, string>()

  constructor(storage: Storage | undefined, { resizeObserver = true } = {}) {
    const observers = this.resizeObservers
    const listen = (type: string, listener: Listener) => {
      ;(this.listeners[type] ??= []).push(listener)
    }
    const document = {
      documentElement: this.html,
      body: null as FakeElement | null,
      querySelector: (selector: string) =>
        this.elements.find((element) => element.hasAttribute(selector.slice(1, -1))) ?? null,
      addEventListener: (type: string, listener: Listener) => listen(`document:${type}`, listener),
      get cookie() {
        return [...cookies].map(([key, value]) => `${key.split('|')[0]}=${value}`).join('; ')
      },
      set cookie(line: string) {
        const [pair = '', ...attributes] = line.split(/;\s*/)
        const [name = '', value = ''] = pair.split('=')
        const domain = attributes.find((attribute) => attribute.startsWith('domain='))
        const key = `${name}|${domain?.slice('domain='.length).replace(/^\./, '') ?? ''}`
        if (attributes.some((attribute) => /^expires=.*1970/.test(attribute))) cookies.delete(key)
        else cookies.set(key, value)
      },
    }
    const cookies = this.cookies
    this.document = document
    this.window = {
      document,
      localStorage: storage,
      location: { hostname: 'www.empresa.com.br' },
      addEventListener: (type: string, listener: Listener) => listen(`window:${type}`, listener),
      ...(resizeObserver && {
        ResizeObserver: class {
          constructor(private readonly callback: () => void) {}
          observe(target: unknown) {
            observers.push({ callback: this.callback, target })
          }
        },
      }),
    }
    this.window.window = this.window
    runInNewContext(consentScript(), this.window)
  }

  /** The rest of the document arrives; the banner is `height` px tall when shown. */
  parse(height = 150) {
    this.body = new FakeElement(this)
    this.document.body = this.body
    this.banner = new FakeElement(this, { [CONSENT_BANNER_ATTRIBUTE]: '' }, this.body)
    this.banner.height = height
    const buttons = new FakeElement(this, {}, this.banner)
    this.accept = new FakeElement(this, { [CONSENT_CHOICE_ATTRIBUTE]: 'granted' }, buttons)
    this.reject = new FakeElement(this, { [CONSENT_CHOICE_ATTRIBUTE]: 'denied' }, buttons)
    const footer = new FakeElement(this, {}, this.body)
    this.preferences = new FakeElement(this, { [CONSENT_OPEN_ATTRIBUTE]: '' }, footer)
    this.link = new FakeElement(this, { href: '/sobre/' }, footer)
    this.fire('document:DOMContentLoaded', {})
    return this
  }

  fire(type: string, event: Record<string, unknown>) {
    for (const listener of this.listeners[type] ?? []) listener(event)
  }

  click(target: FakeElement) {
    this.fire('document:click', { target })
  }

  /** gtag commands pushed so far, as plain arrays; throws on anything else. */
  get commands(): unknown[][] {
    const layer = (this.window.dataLayer ?? []) as unknown[]
    return layer.map((entry) => {
      expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]')
      return Array.from(entry as ArrayLike<unknown>)
    })
  }

  get shown() {
    return this.html.hasAttribute(CONSENT_SHOWN_ATTRIBUTE)
  }

  /** The room kept free at the end of the page and as scroll padding. */
  get room() {
    return { body: this.body?.style.paddingBottom, scroll: this.html.style.scrollPaddingBottom }
  }
}

const defaults = ['consent', 'default', consentDefaults]
const update = (choice: 'granted' | 'denied') => ['consent', 'update', signalsFor(choice)]
const stored = (choice: 'granted' | 'denied') =>
  memoryStorage({ [CONSENT_STORAGE_KEY]: JSON.stringify({ choice, date: '2026-01-01' }) })

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

describe('head script, as the page loads', () => {
  it('sets the denied defaults and shows the banner on a first visit', () => {
    const page = new FakePage(memoryStorage())
    expect(page.commands).toEqual([defaults])
    expect(page.shown).toBe(true)
  })

  it.each(['granted', 'denied'] as const)(
    'replays a stored "%s" right after the defaults, and keeps the banner hidden',
    (choice) => {
      const page = new FakePage(stored(choice)).parse()
      expect(page.commands).toEqual([defaults, update(choice)])
      expect(page.shown).toBe(false)
      expect(page.room).toEqual({ body: '', scroll: '' })
    },
  )

  it('ignores empty, malformed and foreign stored values', () => {
    const values = ['', 'granted', '{', '[]', 'null', '{}', '{"choice":"maybe"}']
    const foreign = ['{"choice":"constructor"}', '{"choice":["granted"]}', '{"choice":null}']
    for (const raw of [...values, ...foreign]) {
      const page = new FakePage(memoryStorage({ [CONSENT_STORAGE_KEY]: raw }))
      expect(page.commands).toEqual([defaults])
      expect(page.shown).toBe(true)
    }
  })

  it('keeps the defaults and asks when storage is missing or throws', () => {
    for (const storage of [undefined, throwingStorage]) {
      const page = new FakePage(storage)
      expect(page.commands).toEqual([defaults])
      expect(page.shown).toBe(true)
    }
  })

  it('reserves the banner’s height, rounded up, once the body is there', () => {
    const page = new FakePage(memoryStorage())
    expect(page.room).toEqual({ body: undefined, scroll: undefined })
    page.parse(203.5)
    expect(page.room).toEqual({ body: '204px', scroll: '204px' })
  })

  it('follows the banner’s height as it changes', () => {
    const page = new FakePage(memoryStorage()).parse(150)
    expect(page.resizeObservers.map((observer) => observer.target)).toEqual([page.banner])
    page.banner.height = 96.25
    page.resizeObservers[0]!.callback()
    expect(page.room).toEqual({ body: '97px', scroll: '97px' })
  })

  it('falls back to window resizes without ResizeObserver', () => {
    const page = new FakePage(memoryStorage(), { resizeObserver: false }).parse(150)
    expect(page.room.body).toBe('150px')
    page.banner.height = 180
    page.fire('window:resize', {})
    expect(page.room.body).toBe('180px')
  })
})

describe('head script, as the visitor answers', () => {
  it.each([
    ['accept', 'granted'],
    ['reject', 'denied'],
  ] as const)(
    'keeps the answer to %s, tells Google once and hides the banner',
    (button, choice) => {
      const storage = memoryStorage()
      const page = new FakePage(storage).parse()
      page.click(page[button])
      expect(page.commands).toEqual([defaults, update(choice)])
      expect(page.shown).toBe(false)
      expect(page.room).toEqual({ body: '', scroll: '' })
      const record = JSON.parse(storage.data[CONSENT_STORAGE_KEY]!)
      expect(record).toEqual({ choice, date: expect.any(String) })
      expect(new Date(record.date).toISOString()).toBe(record.date)
    },
  )

  it('deletes the analytics cookies already set when the visitor rejects, and no others', () => {
    const page = new FakePage(memoryStorage()).parse()
    page.click(page.accept)
    // As Google Analytics sets them, on the site's domain, beside a cookie of the host's.
    page.cookies.set('_ga|empresa.com.br', 'GA1.1.123.456')
    page.cookies.set('_ga_ABC123|empresa.com.br', 'GS1.1.789')
    page.cookies.set('_ga|', 'GA1.1.host-only')
    page.cookies.set('sessao|', 'outro')
    page.click(page.preferences)
    page.click(page.reject)
    expect([...page.cookies.keys()]).toEqual(['sessao|'])
  })

  it('acts on a click inside a button, and on nothing else', () => {
    const page = new FakePage(memoryStorage()).parse()
    page.click(page.link)
    page.click(page.banner)
    expect(page.commands).toEqual([defaults])
    expect(page.shown).toBe(true)
    const label = new FakeElement(page, {}, page.accept)
    page.click(label)
    expect(page.commands).toEqual([defaults, update('granted')])
  })

  it('reopens from "Preferências de cookies" with focus, and returns focus after the answer', () => {
    const storage = stored('granted')
    const page = new FakePage(storage).parse(120)
    page.click(page.preferences)
    expect(page.shown).toBe(true)
    expect(page.focused).toBe(page.banner)
    expect(page.room).toEqual({ body: '120px', scroll: '120px' })
    page.click(page.reject)
    expect(page.shown).toBe(false)
    expect(page.focused).toBe(page.preferences)
    expect(page.commands).toEqual([defaults, update('granted'), update('denied')])
    expect(JSON.parse(storage.data[CONSENT_STORAGE_KEY]!).choice).toBe('denied')
  })

  it('moves focus to the banner when the control is used while it is already open', () => {
    const page = new FakePage(memoryStorage()).parse()
    page.click(page.preferences)
    expect(page.focused).toBe(page.banner)
    page.click(page.accept)
    expect(page.focused).toBe(page.preferences)
  })

  it('keeps an answer that storage refuses for the rest of the page view', () => {
    const page = new FakePage(throwingStorage).parse()
    page.click(page.accept)
    expect(page.commands).toEqual([defaults, update('granted')])
    expect(page.shown).toBe(false)
    // The router's page changes keep the document, and so the answer; it can be changed.
    page.click(page.preferences)
    expect(page.shown).toBe(true)
    page.click(page.reject)
    expect(page.commands).toEqual([defaults, update('granted'), update('denied')])
    expect(page.shown).toBe(false)
  })

  it('follows an answer given in another tab', () => {
    const page = new FakePage(memoryStorage()).parse()
    page.fire('window:storage', { key: 'other', newValue: '{"choice":"granted"}' })
    page.fire('window:storage', { key: CONSENT_STORAGE_KEY, newValue: '{"choice":"maybe"}' })
    expect(page.shown).toBe(true)
    page.fire('window:storage', {
      key: CONSENT_STORAGE_KEY,
      newValue: JSON.stringify({ choice: 'granted', date: '2026-01-01' }),
    })
    expect(page.commands).toEqual([defaults, update('granted')])
    expect(page.shown).toBe(false)
  })
})

describe('head script text', () => {
  it('is ECMAScript 5, for every browser that reads the page', () => {
    const messages = new Linter().verify(consentScript(), {
      languageOptions: { ecmaVersion: 5, sourceType: 'script' },
    })
    expect(messages).toEqual([])
    // And the check itself rejects later syntax.
    const later = new Linter().verify('const a = () => 1', {
      languageOptions: { ecmaVersion: 5, sourceType: 'script' },
    })
    expect(later.map((message) => message.fatal)).toEqual([true])
  })

  it('cannot end its own <script> element early', () => {
    expect(consentScript()).not.toMatch(/<\/script|<!--/i)
  })
})
