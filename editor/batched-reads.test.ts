import { BLOBS_PER_QUERY, blobsQuery, blobTexts, chunks } from './batched-reads'

const ids = ['a'.repeat(40), 'b'.repeat(40)]

describe('blobsQuery', () => {
  it('asks for each blob by its id under an alias of its own, in one query', () => {
    expect(blobsQuery('empresa', 'site', ids)).toBe(
      'query { repository(owner: "empresa", name: "site") { ' +
        `f0: object(oid: "${ids[0]}") { ... on Blob { text } } ` +
        `f1: object(oid: "${ids[1]}") { ... on Blob { text } } } }`,
    )
  })
})

describe('blobTexts', () => {
  it('gives the texts in the order of the ids', () => {
    const answer = { data: { repository: { f1: { text: 'segundo' }, f0: { text: 'primeiro' } } } }
    expect(blobTexts(answer, 2)).toEqual(['primeiro', 'segundo'])
  })

  it('refuses an answer that lacks one, so the folder is read another way', () => {
    expect(() => blobTexts({ data: { repository: { f0: { text: 'primeiro' } } } }, 2)).toThrow(
      'no text for blob 1',
    )
    expect(() => blobTexts({ errors: [{ message: 'rate limited' }] }, 1)).toThrow()
  })
})

describe('chunks', () => {
  it('reads a thousand files in ten queries', () => {
    const files = Array.from({ length: 1000 }, (_, index) => index)
    expect(chunks(files, BLOBS_PER_QUERY).map((chunk) => chunk.length)).toEqual(Array(10).fill(100))
    expect(chunks(files.slice(0, 101), BLOBS_PER_QUERY).map((chunk) => chunk.length)).toEqual([
      100, 1,
    ])
  })
})
