import { featuredPost, listPage, POSTS_PER_PAGE, publishedPosts, relatedPosts } from './blog'
import type { Post } from './blog'
import type { Entry } from './entries'
import type { PostData } from '../schemas/entry-schemas'

/** A post with what the list reads: its address, day, category and whether it is featured. */
const post = (slug: string, published: string, category = 'gestao-de-ti', featured = false) =>
  ({ slug, published, featured, category: { slug: category } }) as Post

describe('the list of posts', () => {
  const list = Array.from({ length: 2 * POSTS_PER_PAGE + 3 }, (_, index) =>
    post(`post-${index}`, `2026-01-${String(28 - index).padStart(2, '0')}`),
  )

  it('opens with the featured post, then nine a page, none twice', () => {
    const featured = { ...list[5]!, featured: true }
    const withFeatured = list.map((entry, index) => (index === 5 ? featured : entry))
    const first = listPage(1, withFeatured)
    expect(first.featured).toBe(featured)
    expect(first.count).toBe(3)
    const shown = [1, 2, 3].flatMap((number) => listPage(number, withFeatured).posts)
    expect(shown).toHaveLength(list.length - 1)
    expect(shown).not.toContain(featured)
    expect(listPage(2, withFeatured).featured).toBeUndefined()
    expect(listPage(3, withFeatured).posts).toHaveLength(2)
  })

  it('features the newest post when none is marked', () => {
    expect(featuredPost(list)).toBe(list[0])
  })

  it('is one page while the posts fit in it', () => {
    expect(listPage(1, list.slice(0, POSTS_PER_PAGE + 1)).count).toBe(1)
  })
})

describe('related posts', () => {
  it('are the same category’s first, then the newest, never the post itself', () => {
    const list = [
      post('a', '2026-03-01'),
      post('b', '2026-02-01', 'backup'),
      post('c', '2026-01-01', 'backup'),
      post('d', '2025-12-01'),
    ]
    expect(relatedPosts(list[2]!, list).map(({ slug }) => slug)).toEqual(['b', 'a', 'd'])
  })
})

describe('the published posts', () => {
  const entry = (slug: string, published: string, draft?: boolean) =>
    ({ slug, published, draft, category: 'gestao-de-ti', body: 'Texto.' }) as Entry<PostData>

  it('are newest first, with no draft among them', () => {
    const shown = publishedPosts(
      [
        entry('velho', '2026-01-01'),
        entry('rascunho', '2026-06-02', true),
        entry('novo', '2026-06-01', false),
      ],
      '2026-11-28',
    )
    expect(shown.map(({ slug }) => slug)).toEqual(['novo', 'velho'])
  })

  it('leave out a post dated tomorrow until the build made on its day', () => {
    const entries = [entry('hoje', '2026-11-28'), entry('amanha', '2026-11-29')]
    expect(publishedPosts(entries, '2026-11-28').map(({ slug }) => slug)).toEqual(['hoje'])
    expect(publishedPosts(entries, '2026-11-29').map(({ slug }) => slug)).toEqual([
      'amanha',
      'hoje',
    ])
  })
})
