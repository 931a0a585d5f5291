import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'
import { DomUtils } from 'htmlparser2'
import sharp from 'sharp'
import { parse } from 'yaml'

import { posts } from '../../content/entries/blog'
import { folders } from '../../content/registry/collections'
import { folderProblems } from '../../content/entries/entries'
import { pageContent } from '../../content/registry/page-content'
import { pages } from '../../content/registry/pages'
import { fileOf, routeOf } from '../../content/registry/routes'
import { searchRoute } from '../../content/texts/search'
import { adminPhrases } from '../../editor/locale'
import { refusedUpload } from '../../editor/uploads'
import { fieldLabel } from '../../lib/data-files/read'
import { responsiveImage } from '../../lib/images/responsive-image'
import { MAX_UPLOAD_BYTES, UPLOADS } from '../../lib/images/variants'
import { blogFeed } from '@/content/registry/metadata'
import { allowTimeForItems, expect, test } from '../fixtures'
import { expectResultLinked } from '../search-page'
import {
  built,
  builtText,
  copy,
  phrase,
  preview,
  publish,
  rebuild,
  resetContent,
  serveBuild,
  signIn,
} from './editor-page'

/**
 * A new post, written in the editor as the staff would (cover uploaded, fields filled, the
 * text formatted with the toolbar), published, and found on the rebuilt site: in the blog's
 * list, in its feed, on its own page with the cover in the sizes the build makes, and by
 * the site search.
 */

const { posts: postFolder } = folders
const blogFolder = path.join(copy, postFolder.folder)
const uploads = path.join(copy, postFolder.media)

/** The name the form gives a field of a post: its label, last in its path. */
const label = (...names: string[]) => fieldLabel(postFolder.schema, names).split(' › ').at(-1)!

/** The day as the staff's browser has it (the tests run in Brasília's time zone). */
const today = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: test.info().project.use.timezoneId }).format(
    new Date(),
  )

/** A stored day as the list of posts shows it: 26/11/2026. */
const shownDay = (day: string) => day.split('-').reverse().join('/')

const newPost = {
  title: 'Como escolher um antivírus para a empresa',
  summary: 'O que comparar entre as soluções de proteção das estações, além do preço por máquina.',
  alt: 'Um escudo ciano sobre um fundo azul-marinho.',
  author: { name: 'Ana Souza', role: 'Especialista em segurança' },
  section: 'O que comparar',
  opening: 'Um antivírus moderno faz mais do que comparar arquivos com uma lista.',
  closing: 'Peça uma demonstração com as estações reais da empresa, antes de assinar.',
  /** A word of its title, to find it by in the site search. */
  keyword: 'antivírus',
}
/** The cover's size: 16:9, as wide as the widest size the build makes. */
const cover = { width: 1600, height: 900 }

/** The posts of the copy, by file name. */
const postFiles = () => readdirSync(blogFolder).filter((name) => name.endsWith('.md'))

/** A post of the copy as the editor wrote it: its fields, and its text after them. */
function postOnDisk(file: string) {
  const [, fields, ...body] = readFileSync(path.join(blogFolder, file), 'utf8').split(/^---$/m)
  return { ...(parse(fields!) as Record<string, unknown>), body: body.join('---').trim() }
}

/** Writes the cover a member of staff would upload: a JPEG, as a camera or a designer makes. */
async function coverFile() {
  const file = test.info().outputPath('capa-antivirus.jpg')
  await sharp({ create: { ...cover, channels: 3, background: '#0b1f3a' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${cover.width}" height="${cover.height}"><circle cx="800" cy="450" r="260" fill="#22d3ee"/></svg>`,
        ),
      },
    ])
    .jpeg()
    .toFile(file)
  return file
}

/** Chooses a picture for the form's image field: uploaded, then chosen from the library. */
async function uploadPicture(page: Page, file: string) {
  const { mediaLibraryModal } = adminPhrases.mediaLibrary
  await page.getByRole('button', { name: adminPhrases.editor.editorWidgets.image.choose }).click()
  const chooser = page.waitForEvent('filechooser')
  await page.getByText(mediaLibraryModal.upload).click()
  await (await chooser).setFiles(file)
  await page.getByRole('button', { name: mediaLibraryModal.chooseSelected }).click()
}

/** Chooses `file` to upload in the media library open on `page`, and returns the editor's alert. */
async function alertOnUpload(page: Page, file: string) {
  // The alert holds the page until it is answered, the choice of the file with it.
  const message = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.message())
      void dialog.dismiss()
    }),
  )
  const chooser = page.waitForEvent('filechooser')
  await page.getByText(adminPhrases.mediaLibrary.mediaLibraryModal.upload).click()
  await (await chooser).setFiles(file)
  return message
}

// Whatever the test leaves in the copy, the next run (and the other specs' builds) start
// without it.
let written: string[] = []
test.beforeEach(resetContent)
test.afterEach(() => {
  for (const file of written) rmSync(file, { force: true })
  written = []
})

test('a post’s form shows its published cover; a file the site would refuse is refused as it is chosen, in a field’s library and in “Mídia”', async ({
  page,
}) => {
  const [post] = posts()
  // A phone's photo one byte past the cap, and an animation, which the site takes neither of.
  const photo = test.info().outputPath('celular.jpg')
  writeFileSync(
    photo,
    Buffer.concat([readFileSync(await coverFile()), Buffer.alloc(MAX_UPLOAD_BYTES)]),
  )
  const animation = test.info().outputPath('animacao.gif')
  await sharp({ create: { width: 8, height: 8, channels: 3, background: '#22d3ee' } })
    .gif()
    .toFile(animation)

  await signIn(page)
  await page.goto(`/admin/#/collections/posts/entries/${post!.slug}`)
  await test.step('the cover’s thumbnail, from the site, which publishes its fallback', async () => {
    const thumbnail = page.locator(`img[src="${responsiveImage(post!.cover.src).fallbackSrc}"]`)
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0)
  })

  await test.step('a photo past the cap, chosen for the cover', async () => {
    const { image } = adminPhrases.editor.editorWidgets
    await page.getByRole('button', { name: image.chooseDifferent }).click()
    expect(await alertOnUpload(page, photo)).toBe(
      refusedUpload([{ name: 'celular.jpg', size: statSync(photo).size }]),
    )
    await expect(page.getByText('celular.jpg')).toHaveCount(0)
    await page.keyboard.press('Escape')
  })

  await test.step('an animation, sent through “Mídia”', async () => {
    await page.goto('/admin/#/collections/posts')
    await page.getByRole('button', { name: adminPhrases.app.header.media }).click()
    expect(await alertOnUpload(page, animation)).toBe(
      refusedUpload([{ name: 'animacao.gif', size: statSync(animation).size }]),
    )
    await expect(page.getByText('animacao.gif')).toHaveCount(0)
  })
})

test('the staff write a post with a cover and publish it; the rebuilt blog lists it, its feed has it, its cover comes in the sizes pages need and the search finds it', async ({
  page,
}) => {
  // Filling the form, then a whole build of the copy.
  test.setTimeout(300_000)
  const before = postFiles()
  const coverUpload = await coverFile()
  const category = pageContent('blog').categories[0]!

  await signIn(page)
  await test.step('the list of posts, each with its day', async () => {
    await page.goto('/admin/#/collections/posts')
    allowTimeForItems(posts().length)
    for (const post of posts()) {
      // The editor reads every file of the folder through decap-server before it lists
      // them: on two busy cores that alone can take most of the usual 10 s.
      await expect(
        page.getByText(`${post.title} (${shownDay(post.published)})`, { exact: true }),
      ).toBeVisible({ timeout: 30_000 })
    }
  })

  await test.step('a new post: its fields, its cover shown in the preview before it is saved', async () => {
    const { newButtonAriaLabel } = adminPhrases.collection.collectionTop
    await page
      .getByRole('link', {
        name: phrase(newButtonAriaLabel, { collectionLabel: postFolder.labelSingular }),
      })
      .click()
    await page.getByRole('textbox', { name: label('title'), exact: true }).fill(newPost.title)
    await expect(preview(page).getByRole('heading', { name: newPost.title })).toBeVisible()
    await page.getByRole('textbox', { name: label('summary'), exact: true }).fill(newPost.summary)

    await uploadPicture(page, coverUpload)
    await page.getByRole('textbox', { name: label('cover', 'alt'), exact: true }).fill(newPost.alt)
    // The upload is not on the site yet: the preview draws it from where the editor holds it.
    const picture = preview(page).getByRole('img', { name: newPost.alt, exact: true })
    await expect(picture).toHaveAttribute('src', /^blob:/)
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(cover.width)

    await page
      .getByRole('textbox', { name: label('author', 'name'), exact: true })
      .fill(newPost.author.name)
    await page
      .getByRole('textbox', { name: label('author', 'role'), exact: true })
      .fill(newPost.author.role)
    // A new post is published today unless the staff pick another day.
    await expect(page.getByLabel(label('published'), { exact: true })).toHaveValue(today())

    await page.getByText(label('category'), { exact: true }).click()
    await page.keyboard.press('ArrowDown')
    await page.getByRole('option', { name: category.name, exact: true }).click()
  })

  await test.step('its text, with a section heading from the toolbar', async () => {
    // Decap's rich text box carries no label of its own.
    await page.locator('[data-slate-editor]').click()
    await page.keyboard.type(newPost.opening)
    await page.keyboard.press('Enter')
    const { markdown, headingOptions } = adminPhrases.editor.editorWidgets
    await page.getByTitle(markdown.headings).click()
    await page.getByRole('menuitem', { name: headingOptions.headingTwo }).click()
    await page.keyboard.type(newPost.section)
    await page.keyboard.press('Enter')
    await page.keyboard.type(newPost.closing)
    await expect(preview(page).getByRole('heading', { name: newPost.section })).toBeVisible()
  })

  let file = ''
  /** The new post's address on the site. */
  let address = ''
  await test.step('published: a Markdown file with the fields the build expects, and the cover beside it', async () => {
    await publish(page)
    await expect.poll(() => postFiles().filter((name) => !before.includes(name))).toHaveLength(1)
    file = postFiles().find((name) => !before.includes(name))!
    const slug = file.replace(/\.md$/, '')
    address = routeOf(pages.post.route, slug)
    const upload = path.join(uploads, path.basename(coverUpload))
    written = [path.join(blogFolder, file), upload]
    await expect.poll(() => postOnDisk(file).body).toContain(newPost.closing)
    expect(postOnDisk(file)).toEqual({
      title: newPost.title,
      summary: newPost.summary,
      cover: { src: `/${UPLOADS.posts}/${path.basename(coverUpload)}`, alt: newPost.alt },
      author: newPost.author,
      published: today(),
      category: category.slug,
      featured: false,
      // Written by the staff: confirmed from the start, not an example.
      example: false,
      draft: false,
      body: `${newPost.opening}\n\n## ${newPost.section}\n\n${newPost.closing}`,
    })
    // Its address comes from its title: lower case, no accents, hyphens.
    expect(slug).toBe('como-escolher-um-antivirus-para-a-empresa')
    // The editor's backend may write the cover just after the post: wait for it too.
    await expect.poll(() => existsSync(upload)).toBe(true)
    // What the build checks first, with its messages: nothing to report.
    expect(folderProblems({ ...postFolder, folder: blogFolder })).toEqual([])
  })

  await test.step('the rebuilt site: the blog’s list, the feed and the post’s own page', async () => {
    await rebuild()
    const blog = built(fileOf(pages.blog.route))
    expect(
      DomUtils.findAll((element) => element.attribs.href === address, blog.children).map((link) =>
        DomUtils.textContent(link),
      ),
    ).toContainEqual(expect.stringContaining(newPost.title))

    const items = DomUtils.getElementsByTagName('item', built(blogFeed.url.slice(1)))
    const item = items.find((entry) =>
      DomUtils.textContent(DomUtils.getElementsByTagName('link', entry)).endsWith(address),
    )
    expect(item && DomUtils.textContent(DomUtils.getElementsByTagName('title', item))).toBe(
      newPost.title,
    )

    const postPage = built(fileOf(address))
    expect(builtText(fileOf(address))).toContain(newPost.closing)
    // The cover in the sizes the image step made from the upload, each one on disk.
    const webp = DomUtils.findOne(
      (element) => element.name === 'source' && element.attribs.type === 'image/webp',
      postPage.children,
    )
    const sources = (webp?.attribs.srcset ?? '').split(', ').map((entry) => entry.split(' ')[0]!)
    expect(sources.length).toBeGreaterThan(1)
    for (const source of sources) {
      expect(source).toMatch(/\.webp$/)
      expect(existsSync(path.join(copy, 'out', source))).toBe(true)
    }
    const img = DomUtils.findOne(
      (element) => element.name === 'img' && element.attribs.alt === newPost.alt,
      postPage.children,
    )
    expect(img?.attribs).toMatchObject({
      width: String(cover.width),
      height: String(cover.height),
    })
  })

  await test.step('the rebuilt site’s search finds it, in the browser, from the index built after the export', async () => {
    const origin = await serveBuild(page)
    await page.goto(`${origin}${searchRoute}?q=${encodeURIComponent(newPost.keyword)}`)
    await expectResultLinked(page, { title: newPost.title, route: address })
  })
})
