import { DomUtils, parseDocument } from 'htmlparser2'
import { renderToStaticMarkup } from 'react-dom/server'

import { blogLabels } from '@/content/texts/entry-labels'

import { Pagination } from './pagination'

/** The pagination of page `number` of `count` of the list at `route`, as a visitor reads it. */
function rendered(number: number, count: number, route = '/blog/categoria/backup/') {
  const html = renderToStaticMarkup(<Pagination route={route} number={number} count={count} />)
  const document = parseDocument(html)
  const links = DomUtils.findAll((element) => element.name === 'a', document.children).map(
    (link) => ({
      text: DomUtils.textContent(link),
      href: link.attribs.href,
      label: link.attribs['aria-label'],
      rel: link.attribs.rel,
    }),
  )
  const current = DomUtils.findOne(
    (element) => element.attribs['aria-current'] === 'page',
    document.children,
  )
  return { html, links, current: current && DomUtils.textContent(current) }
}

describe('Pagination', () => {
  it('shows nothing for a list of one page', () => {
    expect(rendered(1, 1).html).toBe('')
  })

  it('links the neighbours, the ends and the pages around this one, marking this one', () => {
    const { links, current } = rendered(50, 112)
    expect(current).toBe('50')
    expect(links).toEqual([
      { text: blogLabels.previous, href: '/blog/categoria/backup/pagina/49', rel: 'prev' },
      { text: blogLabels.next, href: '/blog/categoria/backup/pagina/51', rel: 'next' },
      { text: '1', href: '/blog/categoria/backup', label: blogLabels.pageLink(1) },
      { text: '49', href: '/blog/categoria/backup/pagina/49', label: blogLabels.pageLink(49) },
      { text: '51', href: '/blog/categoria/backup/pagina/51', label: blogLabels.pageLink(51) },
      { text: '112', href: '/blog/categoria/backup/pagina/112', label: blogLabels.pageLink(112) },
    ])
  })

  it('offers no previous page on the first, nor a next one on the last', () => {
    expect(rendered(1, 3).links.map((link) => link.rel)).not.toContain('prev')
    expect(rendered(3, 3).links.map((link) => link.rel)).not.toContain('next')
  })
})
