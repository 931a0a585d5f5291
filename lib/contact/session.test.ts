import { createSessionStore, SESSION_STORAGE_KEY } from './session'
import type { ContactSessionInfo, DeviceInfo, SessionEnvironment } from './session'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  }
}

const device: DeviceInfo = {
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X)',
  screen: '390x844',
  language: 'pt-BR',
  timezone: 'America/Sao_Paulo',
  platform: 'iPhone',
}

const start = new Date('2026-11-28T12:00:00.000Z')

function environment(overrides: Partial<SessionEnvironment> = {}) {
  const storage = memoryStorage()
  let ids = 0
  const env: SessionEnvironment = {
    storage: () => storage,
    createId: () => `id-${++ids}`,
    hostname: () => 'www.horizonteti.com.br',
    now: () => start,
    device: () => device,
    ...overrides,
  }
  return { env, storage }
}

const expected: ContactSessionInfo = {
  sessionId: 'id-1',
  startTime: '2026-11-28T12:00:00.000Z',
  deviceInfo: device,
  dominioFormulario: 'www.horizonteti.com.br',
}

describe('createSessionStore', () => {
  it('creates the session record and saves it under contact_session_info', () => {
    const { env, storage } = environment()
    expect(createSessionStore(env).get()).toEqual(expected)
    expect(JSON.parse(storage.items.get(SESSION_STORAGE_KEY)!)).toEqual(expected)
    expect(SESSION_STORAGE_KEY).toBe('contact_session_info')
  })

  it('reuses the record for the rest of the tab session', () => {
    const { env } = environment()
    const store = createSessionStore(env)
    const first = store.get()
    expect(store.get()).toEqual(first)
    // A new page load in the same tab starts a new store over the same storage.
    expect(createSessionStore(env).get().sessionId).toBe('id-1')
  })

  it('keeps a record saved by an earlier page of the tab as it is', () => {
    const { env, storage } = environment()
    const earlier = { ...expected, sessionId: 'earlier' }
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(earlier))
    expect(createSessionStore(env).get()).toEqual(earlier)
    expect(JSON.parse(storage.items.get(SESSION_STORAGE_KEY)!)).toEqual(earlier)
  })

  it('keeps the start time of the tab, not of each page', () => {
    const { env } = environment()
    createSessionStore(env).get()
    const later = createSessionStore({ ...env, now: () => new Date('2026-11-28T12:05:00Z') })
    expect(later.get().startTime).toBe(expected.startTime)
  })

  it('completes a record stored by an earlier version with only its id and host, keeping the id', () => {
    const { env, storage } = environment()
    const earlier = { sessionId: 'earlier', dominioFormulario: 'www.horizonteti.com.br' }
    storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(earlier))
    const completed = { ...expected, sessionId: 'earlier' }
    expect(createSessionStore(env).get()).toEqual(completed)
    expect(JSON.parse(storage.items.get(SESSION_STORAGE_KEY)!)).toEqual(completed)
  })

  it('replaces a device or start time it cannot read, keeping the rest', () => {
    const { env, storage } = environment()
    storage.setItem(
      SESSION_STORAGE_KEY,
      JSON.stringify({
        ...expected,
        sessionId: 'earlier',
        startTime: 'yesterday',
        deviceInfo: { userAgent: 'Mozilla/5.0', screen: 390 },
      }),
    )
    expect(createSessionStore(env).get()).toEqual({ ...expected, sessionId: 'earlier' })
  })

  it('replaces a record it cannot read', () => {
    for (const junk of ['{not json', '"text"', '{"sessionId":42}', 'null']) {
      const { env, storage } = environment()
      storage.setItem(SESSION_STORAGE_KEY, junk)
      expect(createSessionStore(env).get()).toEqual(expected)
      expect(JSON.parse(storage.items.get(SESSION_STORAGE_KEY)!)).toEqual(expected)
    }
  })

  it('works from memory when the browser blocks storage', () => {
    const { env } = environment({
      storage: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    })
    const store = createSessionStore(env)
    expect(store.get()).toEqual(expected)
    expect(store.get().sessionId).toBe('id-1')
  })

  it('works from memory when storage is full', () => {
    const { env, storage } = environment()
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    }
    const store = createSessionStore(env)
    expect(store.get()).toEqual(expected)
    expect(store.get().sessionId).toBe('id-1')
    expect(storage.items.size).toBe(0)
  })

  it('works from memory when there is no storage at all', () => {
    const store = createSessionStore(environment({ storage: () => null }).env)
    expect(store.get().sessionId).toBe('id-1')
    expect(store.get().sessionId).toBe('id-1')
  })

  it('writes its record back if the stored one disappears', () => {
    const { env, storage } = environment()
    const store = createSessionStore(env)
    store.get()
    storage.items.clear()
    expect(store.get().sessionId).toBe('id-1')
    expect(storage.items.has(SESSION_STORAGE_KEY)).toBe(true)
  })
})
