import { createId } from './id'

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('createId', () => {
  it('uses crypto.randomUUID when the page offers it', () => {
    expect(createId({ randomUUID: () => '00000000-0000-4000-8000-000000000000' })).toBe(
      '00000000-0000-4000-8000-000000000000',
    )
  })

  it('builds a UUID v4 from getRandomValues on pages served over plain HTTP', () => {
    const id = createId({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => {
        ;(array as unknown as Uint8Array).fill(0xff)
        return array
      },
    })
    expect(id).toMatch(uuidV4)
    expect(id).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
  })

  it('still returns a UUID-shaped id without any crypto', () => {
    expect(createId({})).toMatch(uuidV4)
  })

  it('gives a different id each time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => createId()))
    expect(ids.size).toBe(50)
  })
})
