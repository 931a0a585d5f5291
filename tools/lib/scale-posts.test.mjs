import { parse } from 'yaml'

import { scalePosts } from './scale-posts.mjs'

const post = (slug, published, extra = '') => ({
  slug,
  text: `---\ntitle: 'Sobre ${slug}'\npublished: ${published}\n${extra}---\n\nTexto de ${slug}.\n`,
})
const real = [
  post('backup', '2026-10-07', 'updated: 2026-10-28\nfeatured: true\n'),
  post('lgpd', '2026-09-14'),
]
const front = ({ text }) => parse(text.split('---')[1])

describe('scalePosts', () => {
  const posts = scalePosts(real, 5)

  it('keeps the real posts first, as they are, then copies them in turn', () => {
    expect(posts.slice(0, 2)).toEqual(real)
    expect(posts.map((p) => p.slug)).toEqual(['backup', 'lgpd', 'backup-2', 'lgpd-3', 'backup-4'])
    expect(posts[4].text.endsWith('\nTexto de backup.\n')).toBe(true)
  })

  it('dates each copy a day before the one above it, from the oldest real post', () => {
    expect(posts.slice(2).map((p) => front(p).published)).toEqual([
      '2026-09-13',
      '2026-09-12',
      '2026-09-11',
    ])
  })

  it('never features nor updates a copy', () => {
    for (const copy of posts.slice(2)) {
      expect(front(copy)).not.toHaveProperty('featured')
      expect(front(copy)).not.toHaveProperty('updated')
    }
  })
})
