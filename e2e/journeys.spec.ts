// The visitor journeys, in Firefox and WebKit (e2e/engines/): what a visitor does on the
// site, in the engines of many phones and of Firefox. Chromium's own specs check each of
// these steps and more. They are written against `Visitor`, the few actions both
// Playwright and WebDriver can carry out; each engine's details stay there.
import { posts, relatedPosts } from '../content/entries/blog'
import type { Post } from '../content/entries/blog'
import { serviceLabels } from '../content/texts/entry-labels'
import { headerCta } from '../content/texts/navigation'
import { pageContent } from '../content/registry/page-content'
import { readingLinks } from '../content/registry/links'
import { pages } from '../content/registry/pages'
import { routeOf } from '../content/registry/routes'
import { services } from '../content/entries/services'
import { CONSENT_STORAGE_KEY } from '../lib/consent'
import { expect, test } from './engines/fixtures'
import type { Visitor } from './engines/fixtures'
import type { Visit } from './engines/visitor'
import { valid } from './contact-form-page'
import { allowTimeForPages, missingRoute, onePagePerKind, routes, servedPath } from './fixtures'

const PHONE = { width: 375, height: 812 }
const SMALL_PHONE = { width: 375, height: 667 }

const BANNER = '[data-consent-banner]'
const MENU = '#menu-mobile'
const MENU_TOGGLE = 'button[aria-controls="menu-mobile"]'
const FORM = '#chatbot form'
const SUBMIT = `${FORM} button[type="submit"]`
const CAROUSEL = '[aria-roledescription="carousel"]'

/**
 * What the recorder (e2e/engines/recorder.js) has seen so far, over every page; nothing
 * before the first page.
 */
const visit = (visitor: Visitor) =>
  visitor.evaluate(() => (window as { __visit?: Visit }).__visit ?? { problems: [], sent: [] })

const textOf = (visitor: Visitor, selector: string) =>
  visitor.evaluate((s) => document.querySelector(s)?.textContent?.trim() ?? null, selector)

/** Whether the element is rendered visible; null when the page has no such element. */
const isShown = (visitor: Visitor, selector: string) =>
  visitor.evaluate((s) => document.querySelector(s)?.checkVisibility() ?? null, selector)

const attributeOf = (visitor: Visitor, selector: string, name: string) =>
  visitor.evaluate((arg) => document.querySelector(arg.selector)?.getAttribute(arg.name) ?? null, {
    selector,
    name,
  })

const pathname = (visitor: Visitor) => visitor.evaluate(() => location.pathname)

/** Pixels between the bottom of `selector` and the top of the banner: negative if under it. */
const roomAboveBanner = (visitor: Visitor, selector: string) =>
  visitor.evaluate(
    (arg) =>
      document.querySelector(arg.banner)!.getBoundingClientRect().top -
      document.querySelector(arg.selector)!.getBoundingClientRect().bottom,
    { banner: BANNER, selector },
  )

/** Answers the cookie banner with "Rejeitar", which takes it out of the way. */
async function dismissBanner(visitor: Visitor) {
  await visitor.click(`${BANNER} button[data-consent-choice="denied"]`)
  await expect.poll(() => isShown(visitor, BANNER)).toBe(false)
}

/** The answer the site keeps, if any. */
const storedChoice = (visitor: Visitor) =>
  visitor.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? 'null') as { choice: string } | null)?.choice,
    CONSENT_STORAGE_KEY,
  )

test.afterEach(async ({ visitor }) => {
  expect((await visit(visitor)).problems, 'errors and policy violations').toEqual([])
})

test('a page of each kind shows its content with no error and no policy violation', async ({
  visitor,
}) => {
  // One of each template in this engine; Chromium opens every page (pages.spec.ts).
  const visited = [...onePagePerKind, missingRoute]
  allowTimeForPages(visited.length)
  for (const { path, heading } of visited) {
    await visitor.open(path)
    expect(await textOf(visitor, 'h1'), path).toBe(heading)
    expect(await attributeOf(visitor, 'html', 'lang')).toBe('pt-BR')
    // The chat loader is the last thing a page starts, once it is idle after loading.
    await expect
      .poll(() => visitor.evaluate(() => Boolean(document.querySelector('[data-chat-widget]'))))
      .toBe(true)
  }
})

test('the phone menu opens, and a link in it leads to its page from the top', async ({
  visitor,
}) => {
  await visitor.resize(PHONE)
  await visitor.open('/')
  await dismissBanner(visitor)
  // React sets the expanded state once it has followed the popover.
  await expect.poll(() => attributeOf(visitor, MENU_TOGGLE, 'aria-expanded')).toBe('false')
  expect(await isShown(visitor, MENU)).toBe(false)
  // Down the page, as after reading a while; and a mark that a reload would wipe.
  await visitor.evaluate(() => {
    window.scrollTo(0, 900)
    Object.assign(window, { sameDocument: true })
  })
  await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBeGreaterThan(500)

  await visitor.click(MENU_TOGGLE)
  await expect.poll(() => isShown(visitor, MENU)).toBe(true)
  await expect.poll(() => attributeOf(visitor, MENU_TOGGLE, 'aria-expanded')).toBe('true')

  await visitor.click(`${MENU} a[href="/servicos/"]`)
  await expect.poll(() => pathname(visitor)).toBe('/servicos/')
  await expect
    .poll(() => textOf(visitor, 'h1'))
    .toBe(routes.find((route) => route.path === '/servicos/')!.heading)
  // The router brought the page in without reloading, from its top, with the menu closed.
  expect(await visitor.evaluate(() => 'sameDocument' in window)).toBe(true)
  await expect.poll(() => visitor.evaluate(() => window.scrollY)).toBe(0)
  expect(await isShown(visitor, MENU)).toBe(false)
  expect(await attributeOf(visitor, MENU_TOGGLE, 'aria-expanded')).toBe('false')
})

test('the testimonials move on with "Próximo depoimento" and jump with a dot', async ({
  visitor,
}) => {
  await visitor.open('/')
  await dismissBanner(visitor)
  const current = () => attributeOf(visitor, `${CAROUSEL} [aria-current="true"]`, 'aria-label')
  const slideReachable = (n: number) =>
    visitor.evaluate(
      ([carousel, index]) => {
        const slide = document.querySelectorAll(`${carousel} [aria-roledescription="slide"]`)[index]
        return slide ? !slide.hasAttribute('inert') : null
      },
      [CAROUSEL, n - 1] as const,
    )
  expect(await current()).toBe('Ir para o depoimento 1')

  await visitor.click(`${CAROUSEL} button[aria-label="Próximo depoimento"]`)
  await expect.poll(current).toBe('Ir para o depoimento 2')
  await expect.poll(() => slideReachable(2)).toBe(true)

  await visitor.click(`${CAROUSEL} button[aria-label="Ir para o depoimento 4"]`)
  await expect.poll(current).toBe('Ir para o depoimento 4')
  await expect.poll(() => slideReachable(4)).toBe(true)
  expect(await slideReachable(2)).toBe(false)
})

test('a name too short is answered in Portuguese under the field; corrected, the message leaves as one multipart no-cors POST', async ({
  visitor,
}) => {
  await visitor.open('/contato/')
  await dismissBanner(visitor)
  const webhook = await attributeOf(visitor, FORM, 'action')
  // The name's first letter alone: too short.
  await visitor.type(`${FORM} [name="name"]`, valid.name.slice(0, 1))
  await visitor.type(`${FORM} [name="phone"]`, valid.phone)
  await visitor.type(`${FORM} [name="email"]`, valid.email)
  await visitor.type(`${FORM} [name="message"]`, valid.message)
  await visitor.click(SUBMIT)

  await expect
    .poll(() => attributeOf(visitor, `${FORM} [name="name"]`, 'aria-describedby'))
    .toBeTruthy()
  const errorId = await attributeOf(visitor, `${FORM} [name="name"]`, 'aria-describedby')
  expect(await textOf(visitor, `[id="${errorId}"]`)).toBe('Nome deve ter pelo menos 2 caracteres')
  expect(await visitor.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe(
    'name',
  )
  expect((await visit(visitor)).sent).toEqual([])

  // The rest of the name, typed where the focus already is.
  await visitor.type(`${FORM} [name="name"]`, valid.name.slice(1))
  await expect
    .poll(() => attributeOf(visitor, `${FORM} [name="name"]`, 'aria-describedby'))
    .toBeNull()
  await visitor.click(SUBMIT)
  await expect.poll(() => textOf(visitor, '[data-toast="success"]')).toContain('Mensagem enviada!')
  const { sent } = await visit(visitor)
  expect(sent).toEqual([
    {
      url: webhook,
      method: 'POST',
      mode: 'no-cors',
      multipart: true,
      fields: [
        ['name', valid.name],
        ['phone', valid.phone],
        ['email', valid.email],
        ['message', valid.message],
        ['dominio_formulario', 'localhost'],
      ],
    },
  ])
  // Sent, so the form starts over.
  for (const name of Object.keys(valid)) {
    expect(
      await visitor.evaluate(
        (s) => document.querySelector<HTMLInputElement>(s)!.value,
        `${FORM} [name="${name}"]`,
      ),
    ).toBe('')
  }
})

test('a reader opens a post from the blog, jumps to a section, goes on to a related post and finds the cases in the footer', async ({
  visitor,
}) => {
  const postPath = (post: Post) => routeOf(pages.post.route, post.slug)
  const post = posts().find((entry) => entry.outline.length > 0) ?? posts()[0]!
  expect(post.outline, 'a post with a table of contents').not.toHaveLength(0)
  const section = post.outline.at(-1)!
  const related = relatedPosts(post)
  expect(related, 'posts related to it').not.toHaveLength(0)
  const next = related[0]!
  await visitor.open(pages.blog.route)
  await dismissBanner(visitor)

  // Its card, in the list.
  await visitor.click(`main article a[href="${postPath(post)}"]`)
  await expect.poll(() => pathname(visitor)).toBe(postPath(post))
  await expect.poll(() => textOf(visitor, 'h1')).toBe(post.title)

  // A section of its table of contents: its heading comes into view, clear of the header.
  await visitor.click(`nav a[href="#${section.id}"]`)
  await expect.poll(() => visitor.evaluate(() => location.hash)).toBe(`#${section.id}`)
  expect(await textOf(visitor, `[id="${section.id}"]`)).toBe(section.text)
  await expect
    .poll(() =>
      visitor.evaluate((id) => {
        const top = document.getElementById(id)!.getBoundingClientRect().top
        const header = document.querySelector('header')!.getBoundingClientRect().bottom
        return top >= header && top < window.innerHeight
      }, section.id),
    )
    .toBe(true)

  // A related post, from the cards under the text: articles other than the post's own.
  await visitor.click(`main article:not(:has(h1)) a[href="${postPath(next)}"]`)
  await expect.poll(() => pathname(visitor)).toBe(postPath(next))
  await expect.poll(() => textOf(visitor, 'h1')).toBe(next.title)

  // The cases, from the footer's column of reading.
  const cases = readingLinks().find((link) => servedPath(link.href) === pages.cases.route)!
  const casesLink = `footer a[href="${pages.cases.route}"]`
  expect(await textOf(visitor, casesLink)).toBe(cases.label)
  await visitor.click(casesLink)
  await expect.poll(() => pathname(visitor)).toBe(pages.cases.route)
  await expect
    .poll(() => textOf(visitor, 'h1'))
    .toBe(routes.find((route) => route.path === pages.cases.route)!.heading)
})

test('a buyer goes from the services to one service’s page, reads an answer and asks for a specialist', async ({
  visitor,
}) => {
  // The first offer whose service's page is published: it leads there.
  const offer = pageContent('services').offers.offers.find((entry) =>
    services().some(({ slug }) => slug === entry.service),
  )!
  const service = services().find(({ slug }) => slug === offer.service)!
  const servicePath = routeOf(pages.service.route, service.slug)
  await visitor.open(pages.services.route)
  await dismissBanner(visitor)

  // The offer's way to its service's page, beside its button to /contato.
  const more = `main article a[href="${servicePath}"]`
  expect(await textOf(visitor, more)).toBe(serviceLabels.more(offer.title))
  await visitor.click(more)
  await expect.poll(() => pathname(visitor)).toBe(servicePath)
  await expect.poll(() => textOf(visitor, 'h1')).toBe(service.title)

  // A question opens on a tap, without scripts of its own.
  const [question] = service.questions
  const answer = 'main details:first-of-type p'
  expect(await isShown(visitor, answer)).toBe(false)
  await visitor.click('main details:first-of-type summary')
  await expect.poll(() => isShown(visitor, answer)).toBe(true)
  expect(await textOf(visitor, answer)).toBe(question!.answer)

  // The call at the end leads to the contact page.
  const call = `section[aria-labelledby="service-cta-title"] a[href="${servedPath(headerCta.href)}"]`
  expect(await textOf(visitor, call)).toBe(headerCta.label)
  await visitor.click(call)
  await expect.poll(() => pathname(visitor)).toBe(servedPath(headerCta.href))
})

test.describe('cookie banner', () => {
  test('"Aceitar" and "Rejeitar" are each kept, and the banner stays away on the next page', async ({
    visitor,
  }) => {
    await visitor.resize(PHONE)
    await visitor.open('/')
    await expect.poll(() => isShown(visitor, BANNER)).toBe(true)
    for (const [label, choice] of [
      ['Aceitar', 'granted'],
      ['Rejeitar', 'denied'],
    ] as const) {
      const button = `${BANNER} button[data-consent-choice="${choice}"]`
      expect(await textOf(visitor, button)).toBe(label)
      await visitor.click(button)
      await expect.poll(() => isShown(visitor, BANNER)).toBe(false)
      expect(await storedChoice(visitor)).toBe(choice)

      await visitor.open(choice === 'granted' ? '/sobre/' : '/servicos/')
      expect(await isShown(visitor, BANNER)).toBe(false)
      expect(await storedChoice(visitor)).toBe(choice)
      // "Preferências de cookies", in the footer, asks again.
      await visitor.click('footer [data-consent-open]')
      await expect.poll(() => isShown(visitor, BANNER)).toBe(true)
    }
  })

  test('on a 375 × 667 phone it never covers "Enviar Mensagem", scrolled to or focused', async ({
    visitor,
  }) => {
    await visitor.resize(SMALL_PHONE)
    await visitor.open('/contato/')
    await expect.poll(() => isShown(visitor, BANNER)).toBe(true)
    // As far down the screen as scrolling lets a visitor put it.
    await visitor.evaluate(
      (submit) => document.querySelector(submit)!.scrollIntoView({ block: 'end' }),
      SUBMIT,
    )
    // Polled: WebKit may scroll a frame late.
    const room = () => roomAboveBanner(visitor, SUBMIT)
    await expect.poll(room).toBeGreaterThanOrEqual(0)
    // And when it takes focus with the page at its top, as when a visitor tabs to it.
    await visitor.evaluate((submit) => {
      window.scrollTo(0, 0)
      document.querySelector<HTMLElement>(submit)!.focus()
    }, SUBMIT)
    await expect.poll(room).toBeGreaterThanOrEqual(0)
  })
})
