import { DomUtils, parseDocument } from 'htmlparser2'

import { FEED_ITEMS, rssFeed } from './feed'

const item = {
  title: 'Backup: o "3-2-1" & você',
  url: 'https://exemplo.com.br/blog/backup/',
  summary: 'Resumo',
  cover: { url: 'https://exemplo.com.br/capa.jpg', alt: 'Capa "azul"', width: 1600, height: 900 },
  published: '2026-10-07',
  category: 'Backup e continuidade',
  author: 'Equipe',
}
const channel = {
  title: 'Blog da Empresa & Cia',
  description: 'Guias <práticos>',
  link: 'https://exemplo.com.br/blog/',
  self: 'https://exemplo.com.br/blog/feed.xml',
}
const feed = rssFeed({ ...channel, items: [item] })

const document = parseDocument(feed, { xmlMode: true })
const text = (name: string) =>
  DomUtils.textContent(DomUtils.findOne((element) => element.name === name, document.children)!)

describe('rssFeed', () => {
  it('is well-formed XML whose texts read back as written', () => {
    expect(text('title')).toBe('Blog da Empresa & Cia')
    expect(text('description')).toBe('Guias <práticos>')
    const item = DomUtils.findOne((element) => element.name === 'item', document.children)!
    expect(DomUtils.textContent(DomUtils.findOne((e) => e.name === 'title', item.children)!)).toBe(
      'Backup: o "3-2-1" & você',
    )
  })

  it('dates each item at noon in Brasília, as RSS writes dates', () => {
    expect(text('pubDate')).toBe('Wed, 07 Oct 2026 15:00:00 GMT')
  })

  it('names its own address and the item’s permanent one', () => {
    expect(feed).toContain(
      '<atom:link href="https://exemplo.com.br/blog/feed.xml" rel="self" type="application/rss+xml"/>',
    )
    expect(text('guid')).toBe('https://exemplo.com.br/blog/backup/')
  })

  it('carries each item’s cover and summary as HTML, read back as written', () => {
    expect(text('content:encoded')).toBe(
      '<p><img src="https://exemplo.com.br/capa.jpg" alt="Capa &quot;azul&quot;" width="1600" height="900"></p><p>Resumo</p>',
    )
  })

  it('carries only the newest items, however many there are', () => {
    const many = Array.from({ length: FEED_ITEMS + 30 }, (_, index) => ({
      ...item,
      url: `https://exemplo.com.br/blog/post-${index}/`,
    }))
    const items = DomUtils.findAll(
      (element) => element.name === 'item',
      parseDocument(rssFeed({ ...channel, items: many }), { xmlMode: true }).children,
    )
    expect(items).toHaveLength(FEED_ITEMS)
    expect(
      DomUtils.textContent(DomUtils.findOne((e) => e.name === 'guid', items[0]!.children)!),
    ).toBe('https://exemplo.com.br/blog/post-0/')
  })
})
