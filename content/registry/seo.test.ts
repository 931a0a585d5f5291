import { isSinglePage, pages } from './pages'
import { siteTitles, TITLE_MAX_LENGTH, titleProblems } from './seo'

describe('titleProblems', () => {
  it('finds every title of the site short enough for a search result', () => {
    expect(titleProblems(siteTitles(), TITLE_MAX_LENGTH)).toEqual([])
  })

  it('names each title by its field in the editor: the default, then every page of the registry', () => {
    const registered = Object.values(pages).filter(isSinglePage)
    expect(siteTitles().map(({ field }) => field)).toEqual([
      'Título padrão',
      ...registered.map((page) => `Páginas › ${page.label} › Título`),
    ])
  })

  it('names the page whose title a long brand name pushes over the limit', () => {
    const titles = [
      {
        field: 'Páginas › Página inicial › Título',
        title: 'Consultoria e Outsourcing de TI em Belo Horizonte | Serra Azul Tecnologia',
      },
      { field: 'Páginas › Sobre nós › Título', title: 'Sobre Nós | Serra Azul Tecnologia' },
    ]
    expect(titleProblems(titles, 70)).toEqual([
      {
        file: 'content/data/seo.json',
        field: 'Páginas › Página inicial › Título',
        problem: expect.stringMatching(/tem 73 caracteres, e os buscadores mostram até 70/),
      },
    ])
  })
})
