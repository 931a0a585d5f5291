import { readFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'

import { collections } from '../../content/registry/collections'
import type { CollectionName } from '../../content/registry/collections'
import { pageHeading } from '../../content/registry/page-content'
import { isSinglePage, pages } from '../../content/registry/pages'
import type { SinglePageName } from '../../content/registry/pages'
import { phoneForms } from '../../lib/phone-numbers'
import { adminFieldsOf, adminLogo } from '../../editor/config'
import { adminPhrases } from '../../editor/locale'
import { fieldLabel } from '../../lib/data-files/read'
import { adminPolicy } from '../../scripts/security/policy'
import { expect, test } from '../fixtures'
import { metaPolicyIn } from '../hosting'
import {
  builtText,
  copy,
  decapPhrase,
  openSignIn,
  phrase,
  preview as previewOf,
  publish,
  rebuild,
  resetContent,
  signIn,
} from './editor-page'

/**
 * A content file of the copy, as the editor left it on disk; `undefined` while
 * decap-server is still writing it.
 */
function onDisk<T>(collection: { file: string }): T | undefined {
  try {
    return JSON.parse(readFileSync(path.join(copy, collection.file), 'utf8')) as T
  } catch (error) {
    if (error instanceof SyntaxError) return undefined
    throw error
  }
}

type Testimonials = { testimonials: { name: string; quote: string }[] }
type Faq = { title: string; description: string; items: { question: string; answer: string }[] }
type Company = { name: string; phone: string }
type Home = { hero: { eyebrow: string; title: string } }
type Privacy = {
  intro: string
  sections: { id: string; title: string; blocks: { kind: string; text?: string }[] }[]
}

/**
 * Opens the form of one file of content, once the file has filled it: the editor draws
 * the form first, empty, and then the file's values, over anything typed before.
 */
async function openForm(page: Page, collection: CollectionName, loaded: string) {
  await goToForm(page, collection)
  await expect(page.getByText(loaded, { exact: true }).first()).toBeVisible()
}

/**
 * Loads the form of one file of content afresh, as a bookmark would: the editor keeps the
 * session, and moving between forms by their address alone can leave the next one empty.
 */
async function goToForm(page: Page, collection: CollectionName) {
  await page.goto('about:blank')
  await page.goto(`/admin/#/collections/${collection}/entries/${collection}`)
}

/** A field's text box, once it holds `value` (the file's, or what was typed). */
async function field(page: Page, label: string, value: string) {
  const box = page.getByRole('textbox', { name: label, exact: true })
  await expect(box).toHaveValue(value)
  return box
}

/** Opens the entry of a list whose summary is `summary`, with the toggle beside it. */
async function expandEntry(page: Page, summary: string) {
  await page.getByText(summary, { exact: true }).locator('..').getByRole('button').first().click()
}

test.describe.configure({ mode: 'serial' })

// Each test starts from the content of the working tree, whatever an earlier one saved.
test.beforeEach(resetContent)

const newQuote =
  'Em seis meses a equipe de TI deixou de apagar incêndios e passou a planejar. Recomendo.'
/** A number no one holds, like the examples': Anatel has assigned DDD 36 to no region. */
const newPhone = '(36) 3222-1000'
const newQuestion = { question: 'Vocês atendem aos sábados?', answer: 'Sim, com hora marcada.' }
const newTitle = 'Sua TI sob controle, sem parar a empresa'
const newParagraph = 'Tratamos só os dados necessários para responder a quem nos procura.'

test('the staff change a quote, the phone, the FAQ, a title and the policy; the files change, and so do the pages', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const before = onDisk<Testimonials>(collections.testimonials)!
  const company = onDisk<Company>(collections.company)!
  const faqBefore = onDisk<Faq>(collections.faq)!
  const homeBefore = onDisk<Home>(collections.home)!
  const privacyBefore = onDisk<Privacy>(collections.privacy)!

  await signIn(page)
  await test.step('a testimonial’s quote', async () => {
    await openForm(page, 'testimonials', before.testimonials[0]!.name)
    await expandEntry(page, before.testimonials[0]!.name)
    await page.getByRole('textbox', { name: 'Depoimento', exact: true }).fill(newQuote)
    await publish(page)
    await expect
      .poll(() => onDisk<Testimonials>(collections.testimonials)?.testimonials[0]!.quote)
      .toBe(newQuote)
    // Only that quote changed.
    const after = onDisk<Testimonials>(collections.testimonials)!
    after.testimonials[0]!.quote = before.testimonials[0]!.quote
    expect(after).toEqual(before)
  })

  await test.step('the phone, in its one field', async () => {
    await openForm(page, 'company', 'Telefone')
    await field(page, 'Nome da empresa', company.name)
    await (await field(page, 'Telefone', company.phone)).fill(newPhone)
    await publish(page)
    await expect.poll(() => onDisk<Company>(collections.company)?.phone).toBe(newPhone)
  })

  await test.step('a new question in the FAQ', async () => {
    await openForm(page, 'faq', 'Perguntas')
    await field(page, 'Título da seção', faqBefore.title)
    await page.getByRole('button', { name: 'Adicionar pergunta' }).click()
    await page
      .getByRole('textbox', { name: 'Pergunta', exact: true })
      .last()
      .fill(newQuestion.question)
    await page
      .getByRole('textbox', { name: 'Resposta', exact: true })
      .last()
      .fill(newQuestion.answer)
    await publish(page)
    await expect.poll(() => onDisk<Faq>(collections.faq)?.items.at(-1)).toEqual(newQuestion)
  })

  await test.step('the home page’s title', async () => {
    await openForm(page, 'home', 'Abertura')
    const title = page.getByRole('textbox', { name: 'Título', exact: true }).first()
    await expect(title).toHaveValue(homeBefore.hero.title)
    await title.fill(newTitle)
    await publish(page)
    await expect.poll(() => onDisk<Home>(collections.home)?.hero.title).toBe(newTitle)
    const after = onDisk<Home>(collections.home)!
    after.hero.title = homeBefore.hero.title
    expect(after).toEqual(homeBefore)
  })

  await test.step('a paragraph of the privacy policy, among its lists and tables', async () => {
    const section = privacyBefore.sections[1]!
    const paragraph = section.blocks[0]!
    await openForm(page, 'privacy', 'Seções')
    await field(page, 'Introdução', privacyBefore.intro)
    await expandEntry(page, section.title)
    await expandEntry(page, paragraph.text!)
    await page.getByRole('textbox', { name: 'Texto', exact: true }).fill(newParagraph)
    await publish(page)
    await expect
      .poll(() => onDisk<Privacy>(collections.privacy)?.sections[1]!.blocks[0]!.text)
      .toBe(newParagraph)
    // Every other block, of every form, is saved as it was.
    const after = onDisk<Privacy>(collections.privacy)!
    after.sections[1]!.blocks[0]!.text = paragraph.text
    expect(after).toEqual(privacyBefore)
  })

  await test.step('a rebuild shows the new text', async () => {
    await rebuild()
    const home = builtText('index.html')
    expect(home).toContain(newQuote)
    expect(home).toContain(newTitle)
    const contact = builtText('contato/index.html')
    expect(contact).toContain(newPhone)
    // The link that dials it follows the one field.
    expect(readFileSync(path.join(copy, 'out/contato/index.html'), 'utf8')).toContain(
      `href="${phoneForms(newPhone).tel}"`,
    )
    expect(contact).toContain(newQuestion.question)
    expect(builtText('politica-de-privacidade/index.html')).toContain(newParagraph)
  })
})

test('an empty required field and a too long text are refused, in the editor’s Portuguese', async ({
  page,
}) => {
  const before = readFileSync(path.join(copy, collections.faq.file), 'utf8')
  const { schema } = collections.faq
  const title = fieldLabel(schema, ['title'])
  const description = fieldLabel(schema, ['description'])
  // What the field should hold, as the configuration tells the editor.
  const [, limit] = adminFieldsOf(schema).find((field) => field.name === 'description')!.pattern!
  // Each message the staff then meet: the editor's, and Decap's own Portuguese, by its key.
  const { widget } = adminPhrases.editor.editorControlPane
  const messages = [
    {
      key: 'editor.editorControlPane.widget.required',
      message: widget.required,
      values: { fieldLabel: title },
    },
    {
      key: 'editor.editorControlPane.widget.regexPattern',
      message: widget.regexPattern,
      values: { fieldLabel: description, pattern: limit },
    },
    { key: 'ui.toast.missingRequiredField', message: adminPhrases.ui.toast.missingRequiredField },
  ]

  await signIn(page)
  await openForm(page, 'faq', 'Perguntas')
  await field(page, title, (JSON.parse(before) as Faq).title)
  await page.getByRole('textbox', { name: title }).fill('')
  // One character past the field's limit.
  const tooLong = 'x'.repeat(schema.shape.description.maxLength! + 1)
  await page.getByRole('textbox', { name: description }).fill(tooLong)
  await publish(page)
  for (const { key, message, values = {} } of messages) {
    const shown = phrase(message, values)
    const decap = phrase(await decapPhrase(page, 'pt', key), values)
    expect(decap).not.toBe(shown)
    await expect(page.getByText(shown)).toBeVisible()
    await expect(page.getByText(decap)).toHaveCount(0)
  }
  // A field's messages are sentences, as written, not in Decap's capitals.
  await expect(page.getByText(phrase(widget.required, { fieldLabel: title }))).toHaveCSS(
    'text-transform',
    'none',
  )
  expect(readFileSync(path.join(copy, collections.faq.file), 'utf8')).toBe(before)
})

test('the sign-in screen shows the company’s logo, from the site itself', async ({ page }) => {
  await openSignIn(page)
  await expect(page.getByRole('button', { name: adminPhrases.auth.login })).toBeVisible()
  const logo = page.locator(`img[src="${adminLogo}"]`)
  await expect(logo).toBeVisible()
  // Loaded under the editor's policy: a refused image has no size of its own.
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0)
})

/** A text of each shared file that its preview shows, read from the file as the test found it. */
const shownInPreview: Record<Exclude<CollectionName, SinglePageName>, (data: never) => string> = {
  testimonials: ({ testimonials }: Testimonials) => testimonials[1]!.quote,
  faq: (faq: Faq) => faq.items[0]!.question,
  seo: (seo: { pages: { about: { title: string } } }) => seo.pages.about.title,
  company: (company: Company) => company.phone,
}

test('each form has a preview in the site’s look, which follows the typing', async ({ page }) => {
  const preview = previewOf(page)
  const shown = [
    // Each page's form shows the page, whose main heading the registry reads from its copy.
    ...Object.entries(pages).flatMap(([name, page]) =>
      isSinglePage(page) ? [[name, pageHeading(name as SinglePageName)] as const] : [],
    ),
    ...Object.entries(shownInPreview).map(
      ([name, text]) => [name, text(onDisk(collections[name as CollectionName]) as never)] as const,
    ),
  ]
  // Each form's preview takes 3 to 6 s with the machine to itself, 5 to 11 s beside the
  // other worker's tests on two busy cores: the ceiling grows with the forms.
  test.setTimeout(15_000 + 12_000 * shown.length)
  await signIn(page)
  for (const [name, text] of shown) {
    await test.step(name, async () => {
      await goToForm(page, name as CollectionName)
      // Drawn by the site's components (the preview's root is .pv), not by Decap's plain preview.
      await expect(preview.locator('.pv').getByText(text).first()).toBeVisible()
    })
  }

  for (const [collection, file] of [
    ['about', 'sobre/index.html'],
    ['services', 'servicos/index.html'],
  ] as const) {
    await test.step(`${collection}: the page itself, as the site draws it`, async () => {
      await goToForm(page, collection)
      const main = DomUtils.findOne(
        (element) => element.name === 'main',
        parseDocument(readFileSync(path.join(__dirname, '../../out', file), 'utf8')).children,
      )!
      const pageText = DomUtils.textContent(main).replace(/\s+/g, ' ').trim()
      await expect
        .poll(async () => (await preview.locator('.pv').textContent())?.replace(/\s+/g, ' ').trim())
        .toBe(pageText)
    })
  }

  await test.step('a title typed with a fact in it', async () => {
    const faq = onDisk<Faq>(collections.faq)!
    const { name } = onDisk<Company>(collections.company)!
    await openForm(page, 'faq', 'Perguntas')
    await field(page, 'Título da seção', faq.title)
    await page.getByRole('textbox', { name: 'Título da seção' }).fill('Dúvidas sobre a {empresa}')
    await expect(preview.getByRole('heading', { name: `Dúvidas sobre a ${name}` })).toBeVisible()
    // The site's own font, from its stylesheet, not the editor's.
    await expect(preview.locator('.pv')).toHaveCSS('font-family', /jakarta/i)
  })
})

test('the editor’s page is kept out of search results and runs under its own policy', async ({
  request,
}) => {
  const html = await (await request.get('/admin/')).text()
  expect(metaPolicyIn(html)).toBe(adminPolicy('meta'))
  const robots = DomUtils.findOne(
    (element) => element.name === 'meta' && element.attribs.name === 'robots',
    parseDocument(html).children,
  )
  expect(robots?.attribs.content).toBe('noindex, nofollow')
})
