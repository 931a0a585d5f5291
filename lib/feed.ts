import { escapeMarkup } from './markup'

/**
 * An RSS 2.0 feed, written out by hand: a handful of elements, each value escaped. Feed
 * readers and aggregators (and LinkedIn's, Feedly's, Slack's) read it from the address every
 * page's head announces.
 */

/**
 * How many of the newest posts the feed carries. Readers poll it, and only need what came
 * since they last did: at a post a week, 20 is five months, where a reader that polls at
 * all polls far more often. Each item carries its cover and summary, as readers and e-mail
 * tools show them, not its whole text: the post's page, with its call to action, is where
 * a reader is meant to go, and the feed stays about 1 KB an item (a post's whole text is
 * some 11 KB) whatever the blog's size.
 */
export const FEED_ITEMS = 20

export type FeedItem = {
  title: string
  /** Absolute address of the item's page, also its permanent id. */
  url: string
  summary: string
  /** Its cover: absolute address, alternative text and size in pixels. */
  cover: { url: string; alt: string; width: number; height: number }
  /** `2026-11-26`. */
  published: string
  category: string
  author: string
}

export type Feed = {
  title: string
  description: string
  /** Absolute address of the site's page the feed follows (the blog). */
  link: string
  /** Absolute address of the feed itself. */
  self: string
  items: readonly FeedItem[]
}

/** A day as RSS dates it (RFC 822), at noon in Brasília. */
const rfc822 = (day: string) => new Date(`${day}T15:00:00Z`).toUTCString()

const element = (name: string, value: string) => `<${name}>${escapeMarkup(value)}</${name}>`

/**
 * What a reader or an e-mail shows of an item: its cover, then its summary, as HTML (which
 * the feed then escapes as any text).
 */
function itemHtml({ cover, summary }: FeedItem) {
  const image = `<img src="${escapeMarkup(cover.url)}" alt="${escapeMarkup(cover.alt)}" width="${cover.width}" height="${cover.height}">`
  return `<p>${image}</p><p>${escapeMarkup(summary)}</p>`
}

/** The feed of `feed`'s newest FEED_ITEMS items, which come newest first. */
export function rssFeed(feed: Feed): string {
  const items = feed.items
    .slice(0, FEED_ITEMS)
    .map((item) =>
      [
        '<item>',
        element('title', item.title),
        element('link', item.url),
        `<guid isPermaLink="true">${escapeMarkup(item.url)}</guid>`,
        element('description', item.summary),
        element('content:encoded', itemHtml(item)),
        element('category', item.category),
        element('dc:creator', item.author),
        element('pubDate', rfc822(item.published)),
        '</item>',
      ].join(''),
    )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    element('description', feed.description),
    '<language>pt-BR</language>',
    `<atom:link href="${escapeMarkup(feed.self)}" rel="self" type="application/rss+xml"/>`,
    feed.items[0] ? element('lastBuildDate', rfc822(feed.items[0].published)) : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
