import { createDraftStore, DRAFT_STORAGE_KEY } from './draft'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const typed = {
  name: '  Ana Souza',
  phone: '(31) 9888',
  email: '',
  message: 'Linha um.\nLinha dois, com acentuação e emoji 🚀 ',
}

describe('createDraftStore', () => {
  it('saves the four fields as typed under contact_form_draft and reads them back', () => {
    const storage = memoryStorage()
    const store = createDraftStore(() => storage)
    store.save(typed)
    expect(DRAFT_STORAGE_KEY).toBe('contact_form_draft')
    expect(JSON.parse(storage.items.get(DRAFT_STORAGE_KEY)!)).toEqual(typed)
    expect(createDraftStore(() => storage).read()).toEqual(typed)
  })

  it('never keeps anything but the four fields, such as the spam trap', () => {
    const storage = memoryStorage()
    const store = createDraftStore(() => storage)
    store.save({ ...typed, referencia: 'https://spam.example' } as typeof typed)
    expect(Object.keys(JSON.parse(storage.items.get(DRAFT_STORAGE_KEY)!))).toEqual([
      'name',
      'phone',
      'email',
      'message',
    ])
    storage.items.set(DRAFT_STORAGE_KEY, JSON.stringify({ ...typed, referencia: 'x', name: 42 }))
    expect(store.read()).toEqual({ ...typed, name: '' })
  })

  it('removes the draft once every field is empty, and clears it on request', () => {
    const storage = memoryStorage()
    const store = createDraftStore(() => storage)
    store.save(typed)
    store.save({ name: '', phone: '', email: '', message: '' })
    expect(storage.items.has(DRAFT_STORAGE_KEY)).toBe(false)
    expect(store.read()).toBeUndefined()
    store.save(typed)
    store.clear()
    expect(storage.items.size).toBe(0)
  })

  it.each(['not json', 'null', '[1,2]', '"text"', '{"name":""}'])(
    'reads no draft from %s',
    (raw) => {
      const storage = memoryStorage()
      storage.items.set(DRAFT_STORAGE_KEY, raw)
      expect(createDraftStore(() => storage).read()).toBeUndefined()
    },
  )

  it('changes nothing and throws nothing when storage is blocked or full', () => {
    const blocked = createDraftStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    })
    expect(() => blocked.save(typed)).not.toThrow()
    expect(blocked.read()).toBeUndefined()
    expect(() => blocked.clear()).not.toThrow()

    const storage = memoryStorage()
    storage.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
    }
    const full = createDraftStore(() => storage)
    expect(() => full.save(typed)).not.toThrow()
    expect(full.read()).toBeUndefined()
  })
})
