import {
  markdownProblems,
  outline,
  parseMarkdown,
  readingMinutes,
  remarkNestHeadings,
  wordCount,
} from './markdown'

describe('outline', () => {
  it('lists sections and subsections with unique anchors, without accents', () => {
    const tree = parseMarkdown(
      ['## Por que começar', 'texto', '### Os custos', '## Conclusão', '## Conclusão'].join('\n\n'),
    )
    expect(outline(tree)).toEqual([
      { depth: 2, text: 'Por que começar', id: 'por-que-comecar' },
      { depth: 3, text: 'Os custos', id: 'os-custos' },
      { depth: 2, text: 'Conclusão', id: 'conclusao' },
      { depth: 2, text: 'Conclusão', id: 'conclusao-2' },
    ])
  })

  it('leaves out headings below the third level', () => {
    expect(outline(parseMarkdown('#### Detalhe'))).toEqual([])
  })
})

describe('remarkNestHeadings', () => {
  it('moves each heading one level down, the sixth staying the last', () => {
    const tree = parseMarkdown(['## Seção', '### Parte', '###### Detalhe'].join('\n\n'))
    remarkNestHeadings()(tree)
    expect(tree.children.map((node) => node.type === 'heading' && node.depth)).toEqual([3, 4, 6])
  })
})

describe('reading time', () => {
  it('counts words, not markup, at 200 a minute and at least one minute', () => {
    const tree = parseMarkdown(
      `## Título\n\n${'palavra '.repeat(1000)}\n\n| a | b |\n|---|---|\n| c | d |`,
    )
    expect(wordCount(tree)).toBe(1005)
    expect(readingMinutes(1005)).toBe(5)
    expect(readingMinutes(12)).toBe(1)
  })
})

describe('markdownProblems', () => {
  it('accepts headings, lists, links, quotes, tables and uploaded pictures with their text', () => {
    const text = [
      '## Seção',
      '- um\n- dois',
      '[link](https://www.gov.br/anpd/pt-br) e [contato](/contato/)',
      '> citação',
      '| a | b |\n|---|---|\n| 1 | 2 |',
      '![Três cópias dos dados](/images/blog/regra.jpg "Legenda")',
    ].join('\n\n')
    expect(markdownProblems(text)).toEqual([])
  })

  it('refuses a picture without alternative text, naming it', () => {
    expect(markdownProblems('![](/images/blog/capa.jpg)')).toEqual([
      expect.stringContaining('a imagem /images/blog/capa.jpg não tem texto alternativo'),
    ])
  })

  it('refuses a picture from outside the editor’s uploads', () => {
    expect(markdownProblems('![Logo](https://example.com/logo.png)')).toEqual([
      expect.stringContaining('não foi enviada pelo editor'),
    ])
  })

  it('refuses a first-level heading and raw HTML', () => {
    expect(markdownProblems('# Outro título\n\n<div>caixa</div>')).toEqual([
      expect.stringContaining('“Outro título” é de nível 1'),
      expect.stringContaining('tem código HTML (<div>caixa</div>)'),
    ])
  })
})
