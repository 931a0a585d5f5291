import { posts } from '../entries/blog'
import { caseStudies } from '../entries/cases'
import { entryHref, linkTo, menuPages, quickLinks, scheduledHrefs, sitePages } from './links'
import { pages } from './pages'
import { fileOf, notFoundPage, routeOf } from './routes'
import { services } from '../entries/services'

describe('the page registry', () => {
  it('gives the four menu links the product fixes, in its order, with their events', () => {
    expect(menuPages()).toEqual([
      { label: 'Home', href: '/', event: 'click_menu_home' },
      { label: 'Sobre', href: '/sobre', event: 'click_menu_sobre' },
      { label: 'Serviços', href: '/servicos', event: 'click_menu_servicos' },
      { label: 'Contato', href: '/contato', event: 'click_menu_contato' },
    ])
  })

  it('gives the footer its "Links Rápidos", the policy loaded as a new document', () => {
    expect(quickLinks().map(({ label, href, reload }) => [label, href, Boolean(reload)])).toEqual([
      ['Home', '/', false],
      ['Sobre', '/sobre', false],
      ['Serviços', '/servicos', false],
      ['Contato', '/contato', false],
      ['Política de Privacidade', '/politica-de-privacidade/', true],
    ])
  })

  it('lists every page once, home first, the not-found page apart', () => {
    const built = sitePages()
    expect(built[0]).toMatchObject({ name: 'home', route: '/', file: 'index.html' })
    expect(new Set(built.map(({ route }) => route)).size).toBe(built.length)
    expect(built.map(({ file }) => file)).not.toContain(notFoundPage.file)
  })

  it('makes one page per value of a route parameter, as generateStaticParams would', () => {
    expect(routeOf('/blog/[slug]/', 'primeiro')).toBe('/blog/primeiro/')
    expect(fileOf(routeOf('/blog/[slug]/', 'primeiro'))).toBe('blog/primeiro/index.html')
    const slugs = pages.post.params()
    expect(slugs.length).toBeGreaterThan(0)
    expect(sitePages().filter(({ name }) => name === 'post')).toEqual(
      slugs.map((slug) => ({
        name: 'post',
        route: `/blog/${slug}/`,
        file: `blog/${slug}/index.html`,
        param: slug,
      })),
    )
  })

  it('links pages the router moves to without their final slash, others with it', () => {
    expect(linkTo({ route: '/' })).toBe('/')
    expect(linkTo({ route: '/sobre/' })).toBe('/sobre')
    expect(linkTo({ route: '/politica-de-privacidade/', ownLayout: true })).toBe(
      '/politica-de-privacidade/',
    )
    // A page with a policy of its own is always a new document.
    expect(linkTo({ route: '/busca/', webAssembly: true })).toBe('/busca/')
  })

  it('names the pages of entries dated after the build’s day, which no link may lead to yet', () => {
    const published = [
      ...posts().map((post) => entryHref('post', post.slug)),
      ...caseStudies().map((entry) => entryHref('case', entry.slug)),
      ...services().map((entry) => entryHref('service', entry.slug)),
    ]
    const dayBeforeAll = '2000-01-01'
    expect([...scheduledHrefs(dayBeforeAll)]).toEqual(expect.arrayContaining(published))
    expect(published.filter((href) => scheduledHrefs().has(href))).toEqual([])
  })
})
