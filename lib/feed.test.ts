import { DomUtils, parseDocument } from 'htmlparser2'

import { rssFeed } from './feed'

const feed = rssFeed({
  title: 'Blog da Empresa & Cia',
  description: 'Guias <práticos>',
  link: 'https://exemplo.com.br/blog/',
  self: 'https://exemplo.com.br/blog/feed.xml',
  items: [
    {
      title: 'Backup: o "3-2-1" & você',
      url: 'https://exemplo.com.br/blog/backup/',
      summary: 'Resumo',
      published: '2026-10-07',
      category: 'Backup e continuidade',
      author: 'Equipe',
    },
  ],
})

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
})
