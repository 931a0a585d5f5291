import { DomUtils, parseDocument } from 'htmlparser2'
import { renderToStaticMarkup } from 'react-dom/server'

import { entryHref } from '@/content/registry/links'
import { pages } from '@/content/registry/pages'

import { MarkdownText } from './markdown-text'

/** An address without its path's final slash, which the router adds or drops by its settings. */
const withoutFinalSlash = (href = '') => href.replace(/(.)\/(?=$|#)/, '$1')

/** The addresses a text links to, and the words it shows, as its HTML has them. */
function drawn(markdown: string, scheduled?: ReadonlySet<string>) {
  const document = parseDocument(
    renderToStaticMarkup(<MarkdownText markdown={markdown} scheduled={scheduled} />),
  )
  return {
    links: DomUtils.findAll((element) => element.name === 'a', document.children).map((element) =>
      withoutFinalSlash(element.attribs.href),
    ),
    words: DomUtils.textContent(document),
  }
}

describe('a text’s links', () => {
  const later = entryHref('case', 'case-de-amanha')
  const markdown = `Leia [o case](${later}/#resultados), veja [os serviços](${pages.services.route}) e [a lei](https://www.planalto.gov.br/ccivil_03/leis/l13709.htm).`

  it('lead to the site’s pages and to other sites', () => {
    expect(drawn(markdown).links).toEqual([
      `${later}#resultados`,
      withoutFinalSlash(pages.services.route),
      'https://www.planalto.gov.br/ccivil_03/leis/l13709.htm',
    ])
  })

  it('to an entry scheduled for a later day show their words alone until that day', () => {
    const { links, words } = drawn(markdown, new Set([later]))
    expect(links).toEqual([
      withoutFinalSlash(pages.services.route),
      'https://www.planalto.gov.br/ccivil_03/leis/l13709.htm',
    ])
    expect(words).toBe('Leia o case, veja os serviços e a lei.')
  })
})
