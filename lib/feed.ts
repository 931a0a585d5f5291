/**
 * An RSS 2.0 feed, written out by hand: a handful of elements, each value escaped. Feed
 * readers and aggregators (and LinkedIn's, Feedly's, Slack's) read it from the address every
 * page's head announces.
 */

export type FeedItem = {
  title: string
  /** Absolute address of the item's page, also its permanent id. */
  url: string
  summary: string
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

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}
const escape = (value: string) => value.replace(/[&<>"']/g, (character) => escapes[character]!)

/** A day as RSS dates it (RFC 822), at noon in Brasília. */
const rfc822 = (day: string) => new Date(`${day}T15:00:00Z`).toUTCString()

const element = (name: string, value: string) => `<${name}>${escape(value)}</${name}>`

export function rssFeed(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '<item>',
      element('title', item.title),
      element('link', item.url),
      `<guid isPermaLink="true">${escape(item.url)}</guid>`,
      element('description', item.summary),
      element('category', item.category),
      element('dc:creator', item.author),
      element('pubDate', rfc822(item.published)),
      '</item>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    element('title', feed.title),
    element('link', feed.link),
    element('description', feed.description),
    '<language>pt-BR</language>',
    `<atom:link href="${escape(feed.self)}" rel="self" type="application/rss+xml"/>`,
    feed.items[0] ? element('lastBuildDate', rfc822(feed.items[0].published)) : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
