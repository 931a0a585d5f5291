// The posts of the scale bench (`npm run bench:scale`): a blog of any size made from the
// real posts, so the pages, the feed, the index and the host files grow as they will.
import { parseDocument, stringify } from 'yaml'

/** Splits a post's file into its front matter (YAML) and its body. */
function splitPost(text) {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)
  if (!match) throw new Error('A post without its front matter between --- lines')
  return { front: parseDocument(match[1]).toJS(), body: match[2] }
}

/** `2026-10-07` minus `days`. */
function daysBefore(day, days) {
  const date = new Date(`${day}T12:00:00Z`)
  date.setUTCDate(date.getUTCDate() - days)
  return date.toISOString().slice(0, 10)
}

/**
 * `count` posts as `{ slug, text }`: the real ones first, as they are, then copies of them
 * in turn, each under a slug of its own and published a day before the one above it, so
 * the categories and the dates spread as the real posts' do. A copy is never featured and
 * never updated.
 */
export function scalePosts(realPosts, count) {
  const sources = realPosts.map(({ slug, text }) => ({ slug, ...splitPost(text) }))
  if (sources.length === 0) throw new Error('No post to copy')
  const oldest = sources.map(({ front }) => String(front.published)).sort()[0]
  const posts = []
  for (let index = 0; index < count; index++) {
    const source = sources[index % sources.length]
    if (index < sources.length) {
      const real = realPosts[index]
      posts.push({ slug: real.slug, text: real.text })
      continue
    }
    const front = { ...source.front, published: daysBefore(oldest, index - sources.length + 1) }
    delete front.updated
    delete front.featured
    posts.push({
      slug: `${source.slug}-${index}`,
      text: `---\n${stringify(front)}---\n${source.body}`,
    })
  }
  return posts
}
