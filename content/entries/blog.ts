import type { BlogCategory } from '../schemas/page-schemas'
import { factValues } from '../company/company'
import blogData from '../data/blog.json'
import { readEntries } from './entries'
import type { Entry } from './entries'
import { newestFirst, postFolder } from '../schemas/entry-schemas'
import type { PostData } from '../schemas/entry-schemas'
import { isPublished, publicationDay } from './schedule'
import { outline, parseMarkdown, readingMinutes, wordCount } from '@/lib/markdown'
import type { OutlineItem } from '@/lib/markdown'

import { blogLabels, trailLabels } from '../texts/entry-labels'

/**
 * The blog's posts, written in the editor (content/blog/<slug>.md): the published ones,
 * newest first, with what their pages show beside the text.
 */

/** How many posts a page of the list shows, besides the featured one on the first. */
export const POSTS_PER_PAGE = 9

/** A table of contents opens a post with at least this many sections. */
const OUTLINE_MIN_SECTIONS = 4

export type Post = Omit<Entry<PostData>, 'category'> & {
  category: BlogCategory
  /** The day it last changed: its update's, or its publication's. */
  modified: string
  words: number
  readingMinutes: number
  /** Its sections, when it has enough of them for a table of contents. */
  outline: OutlineItem[]
}

/** The categories as the blog's copy lists them (checked with the blog's page). */
const categories = blogData.categories as BlogCategory[]

/** A post as its page shows it: its category, last change, length and sections worked out. */
export function postFrom(entry: Entry<PostData>): Post {
  const tree = parseMarkdown(entry.body)
  const words = wordCount(tree)
  const sections = outline(tree)
  return {
    ...entry,
    category: categories.find((category) => category.slug === entry.category) ?? {
      slug: entry.category,
      name: entry.category,
      description: '',
    },
    modified: entry.updated ?? entry.published,
    words,
    readingMinutes: readingMinutes(words),
    outline:
      sections.filter((item) => item.depth === 2).length >= OUTLINE_MIN_SECTIONS ? sections : [],
  }
}

/**
 * The posts a list of entries publishes on `today`, newest first: drafts are never read into
 * a page, and a post dated later is scheduled (schedule.ts).
 */
export const publishedPosts = (entries: readonly Entry<PostData>[], today = publicationDay()) =>
  entries
    .filter((entry) => isPublished(entry, today))
    .map(postFrom)
    .sort(newestFirst)

let written: Entry<PostData>[] | undefined

/**
 * Every post the staff have published or scheduled: every file of content/blog/ but the
 * drafts, whatever its day.
 */
export function postEntries(): Entry<PostData>[] {
  written ??= readEntries(postFolder, factValues).filter((entry) => !entry.draft)
  return written
}

let published: Post[] | undefined

/** Every published post of content/blog/, newest first. */
export function posts(): Post[] {
  published ??= publishedPosts(postEntries())
  return published
}

export function postBySlug(slug: string): Post {
  const post = posts().find((entry) => entry.slug === slug)
  if (!post) throw new Error(`No published post content/blog/${slug}.md`)
  return post
}

/** The post that opens the list: the newest marked as featured, or else the newest. */
export function featuredPost(list: readonly Post[] = posts()): Post | undefined {
  return list.find((post) => post.featured) ?? list[0]
}

/** One page of a list: the blog's first also shows the featured post, above the others. */
export type ListPage = { number: number; count: number; featured?: Post; posts: Post[] }

/** Page `number` of `list`, POSTS_PER_PAGE posts a page. */
function pageOf(list: readonly Post[], number: number): ListPage {
  return {
    number,
    count: Math.max(1, Math.ceil(list.length / POSTS_PER_PAGE)),
    posts: list.slice((number - 1) * POSTS_PER_PAGE, number * POSTS_PER_PAGE),
  }
}

export function listPage(number: number, list: readonly Post[] = posts()): ListPage {
  const featured = featuredPost(list)
  const page = pageOf(
    list.filter((post) => post !== featured),
    number,
  )
  return number === 1 ? { ...page, featured } : page
}

/** Where a page of the list is among them: "página 2 de 3". */
export const listPageName = (number: number) => blogLabels.page(number, listPage(1).count)

/**
 * The numbers of the list's pages at /blog/pagina/<n>/. The first is /blog/ itself; its
 * copy at /blog/pagina/1/ points search engines there, and exists because a static export
 * must build at least one page of a route: there is no /blog/pagina/2/ until there are more
 * posts than a page holds.
 */
export const listPageNumbers = () =>
  Array.from({ length: listPage(1).count }, (_, index) => String(index + 1))

/** The categories with at least one published post, in the blog's order. */
export const categoriesInUse = () =>
  categories.filter((category) => posts().some((post) => post.category.slug === category.slug))

export function categoryBySlug(slug: string): BlogCategory {
  const category = categories.find((entry) => entry.slug === slug)
  if (!category) throw new Error(`No category ${slug} in content/data/blog.json`)
  return category
}

export const postsIn = (slug: string) => posts().filter((post) => post.category.slug === slug)

/** Page `number` of a category's list, newest first: /blog/categoria/<slug>/, …/pagina/2/. */
export const categoryPage = (slug: string, number: number) => pageOf(postsIn(slug), number)

/**
 * The pages of the categories' lists at /blog/categoria/<slug>/pagina/<n>/, as `<slug>/<n>`.
 * The first of each is the category's own page; its copy at …/pagina/1/ points search
 * engines there, and exists for the reason the blog's does (listPageNumbers).
 */
export const categoryPageParams = () =>
  categoriesInUse().flatMap((category) =>
    Array.from(
      { length: categoryPage(category.slug, 1).count },
      (_, index) => `${category.slug}/${index + 1}`,
    ),
  )

/** Where a page of a category's list is among them: "página 2 de 3". */
export const categoryPageName = (slug: string, number: number) =>
  blogLabels.page(number, categoryPage(slug, 1).count)

/** Up to three other posts: first those of the same category, then the newest. */
export function relatedPosts(post: Post, list: readonly Post[] = posts(), count = 3): Post[] {
  const others = list.filter((other) => other.slug !== post.slug)
  const same = others.filter((other) => other.category.slug === post.category.slug)
  return [...same, ...others.filter((other) => !same.includes(other))].slice(0, count)
}

/** The trail from the home page to a post: Início › Blog › its category › the post. */
export const postCrumbs = (post: Post) => [
  { label: trailLabels.home, href: '/' },
  { label: blogLabels.pageTitle, href: '/blog' },
  { label: post.category.name, href: `/blog/categoria/${post.category.slug}` },
  { label: post.title },
]
