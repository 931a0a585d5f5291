import { collections, folders } from '@/content/registry/collections'
import { workerRoutes } from '@/lib/worker-routes'

import type { AdminField } from './config'
import { adminLocale } from './locale'
import { adminConfig, adminFieldsOf } from './config'

/** The field at a path of names through groups and lists. */
function fieldAt(fields: AdminField[], ...names: string[]): AdminField {
  const [name, ...rest] = names
  const found = fields.find((field) => field.name === name)
  if (!found) throw new Error(`No field ${name}`)
  return rest.length === 0 ? found : fieldAt(found.fields as AdminField[], ...rest)
}

const settings = {
  repository: 'empresa/site',
  branch: 'main',
  siteUrl: 'https://www.empresa.example',
  localBackendUrl: 'http://localhost:8081/api/v1',
}

describe('the editor’s fields, from the content schemas', () => {
  it('carry each text’s label, hint, requirement and limit, in the words of the build', () => {
    const faq = adminFieldsOf(collections.faq.schema)
    expect(fieldAt(faq, 'items', 'answer')).toEqual({
      name: 'answer',
      label: 'Resposta',
      hint: expect.stringMatching(/Até 500 caracteres\..*\{regiaoDeVisita\}/),
      widget: 'text',
      required: true,
      pattern: ['^[\\s\\S]{0,500}$', 'no máximo 500 caracteres'],
    })
    // The pattern allows exactly as many characters as the build does.
    const [source] = fieldAt(faq, 'items', 'answer').pattern!
    expect(new RegExp(source).test('x'.repeat(500))).toBe(true)
    expect(new RegExp(source).test('x'.repeat(501))).toBe(false)
  })

  it('let a post, a case and an offer pick their service among the services’ pages, by name', () => {
    const config = adminConfig(collections, folders, settings)
    const names = config.collections.map((collection) => collection.name)
    const references = [
      fieldAt(adminFieldsOf(folders.posts.schema), 'service'),
      fieldAt(adminFieldsOf(folders.caseStudies.schema), 'service'),
      fieldAt(adminFieldsOf(collections.services.schema), 'offers', 'offers', 'service'),
    ]
    for (const field of references) {
      expect(field).toMatchObject({
        label: 'Serviço',
        widget: 'relation',
        required: false,
        value_field: '{{slug}}',
        search_fields: ['name'],
        display_fields: ['name'],
      })
      // The folder it picks from is one of the editor's, whose entries have that field.
      expect(names).toContain(field.collection)
      const folder = Object.entries(folders).find(([name]) => name === field.collection)![1]
      expect(adminFieldsOf(folder.schema).map((entry) => entry.name)).toContain('name')
    }
  })

  it('give lists their bounds and a summary, and forms their own patterns', () => {
    const testimonials = adminFieldsOf(collections.testimonials.schema)
    expect(fieldAt(testimonials, 'testimonials')).toMatchObject({
      widget: 'list',
      min: 5,
      max: 5,
      label_singular: 'Depoimento',
      summary: '{{fields.name}}',
      // Five, always: no entry is added or removed, only changed.
      allow_add: false,
      allow_remove: false,
      allow_reorder: false,
    })
    expect(fieldAt(adminFieldsOf(collections.faq.schema), 'items')).not.toHaveProperty('allow_add')
    expect(fieldAt(testimonials, 'testimonials', 'example')).toMatchObject({
      widget: 'boolean',
      required: false,
    })
    const company = adminFieldsOf(collections.company.schema)
    // The phone is one field, in the form people read; the message is an example of it.
    expect(fieldAt(company, 'phone')).toMatchObject({ label: 'Telefone', widget: 'string' })
    const [phone, message] = fieldAt(company, 'phone').pattern!
    expect(new RegExp(phone).test(message)).toBe(true)
    expect(new RegExp(phone).test('(31) 3222-1000')).toBe(true)
    expect(new RegExp(phone).test('31 3222-1000')).toBe(false)
    expect(fieldAt(company, 'examples')).toMatchObject({
      widget: 'select',
      multiple: true,
      options: expect.arrayContaining([{ value: 'cnpj', label: 'CNPJ' }]),
    })
  })

  it('offer icons and gradients as a choice, lists of texts as one field, and blocks by form', () => {
    const home = adminFieldsOf(collections.home.schema)
    expect(fieldAt(home, 'services', 'cards', 'icon')).toMatchObject({
      widget: 'select',
      required: true,
      options: expect.arrayContaining([{ value: 'cloud', label: 'Nuvem' }]),
    })
    expect(fieldAt(home, 'services', 'cards', 'icon')).not.toHaveProperty('multiple')
    expect(fieldAt(home, 'services', 'cards', 'gradient').options).toHaveLength(6)
    expect(fieldAt(home, 'hero', 'highlights')).toMatchObject({
      widget: 'list',
      min: 1,
      max: 4,
      summary: '{{fields.item}}',
      field: { name: 'item', label: 'Destaque', widget: 'string', required: true },
    })

    const blocks = fieldAt(adminFieldsOf(collections.privacy.schema), 'sections', 'blocks')
    expect(blocks.typeKey).toBe('kind')
    const types = blocks.types as (AdminField & { fields: AdminField[] })[]
    expect(types.map(({ name, label }) => [name, label])).toEqual([
      ['paragraph', 'Parágrafo'],
      ['list', 'Lista'],
      ['terms', 'Termos explicados'],
      ['table', 'Tabela'],
      ['link', 'Frase com link'],
    ])
    // The form is Decap's own choice, not a field the editor fills in.
    expect(types[0]!.fields.map(({ name }) => name)).toEqual(['text'])
    expect(fieldAt(types[3]!.fields, 'rows', 'cells').field).toMatchObject({ label: 'Célula' })
  })

  it('name one file per collection, in Portuguese, and the repository to commit to', () => {
    const config = adminConfig(collections, folders, settings)
    expect(config.locale).toBe(adminLocale)
    // The sign-in window opens the site's own Worker, at the sign-in's route.
    expect(config.backend).toEqual({
      name: 'github',
      repo: 'empresa/site',
      branch: 'main',
      base_url: 'https://www.empresa.example',
      auth_endpoint: 'api/auth',
    })
    expect(`/${config.backend.auth_endpoint}`).toBe(workerRoutes.signIn)
    expect(
      config.collections.flatMap((c) => ('files' in c ? [[c.label, c.files[0]!.file]] : [])),
    ).toEqual(Object.values(collections).map(({ label, file }) => [label, file]))
  })

  it('let the staff create, edit and delete posts and cases, each a Markdown file named from its title', () => {
    const config = adminConfig(collections, folders, settings)
    const posts = config.collections.find((c) => c.name === 'posts')
    expect(posts).toMatchObject({
      folder: 'content/blog',
      create: true,
      delete: true,
      extension: 'md',
      format: 'frontmatter',
      slug: '{{slug}}',
      media_folder: '/public/images/blog',
      public_folder: '/images/blog',
    })
    expect(config.slug).toMatchObject({ encoding: 'ascii', clean_accents: true })
    const fields = (posts as { fields: AdminField[] }).fields
    // The text after the fields is the file's body, written with the formatting bar.
    expect(fieldAt(fields, 'body')).toMatchObject({ widget: 'markdown', label: 'Texto' })
    expect(fieldAt(fields, 'cover', 'src')).toMatchObject({ widget: 'image', required: true })
    expect(fieldAt(fields, 'cover', 'alt')).toMatchObject({ widget: 'string', required: true })
    // The day alone, the staff's own (no "UTC" beside the field), today's in a new entry.
    expect(fieldAt(fields, 'published')).toEqual(
      expect.objectContaining({
        widget: 'datetime',
        format: 'YYYY-MM-DD',
        time_format: false,
        default: '{{now}}',
      }),
    )
    expect(fieldAt(fields, 'published')).not.toHaveProperty('picker_utc')
    expect(fieldAt(fields, 'updated')).toMatchObject({ widget: 'datetime', required: false })
    expect(fieldAt(fields, 'updated')).not.toHaveProperty('default')
    expect(fieldAt(fields, 'draft')).toMatchObject({ widget: 'boolean', label: 'Rascunho' })
  })

  it('start a new post, case or service’s page with "É um exemplo" off: only what the site ships is an example', () => {
    const config = adminConfig(collections, folders, settings)
    for (const name of Object.keys(folders)) {
      const { fields } = config.collections.find((c) => c.name === name) as { fields: AdminField[] }
      expect(fieldAt(fields, 'example')).toMatchObject({
        label: 'É um exemplo',
        widget: 'boolean',
        required: false,
        default: false,
      })
    }
  })

  it('list each entry with its day as Brazilians write it, and a draft as one, in filters Decap reads', () => {
    const config = adminConfig(collections, folders, settings)
    for (const name of Object.keys(folders)) {
      const { summary } = config.collections.find((c) => c.name === name) as { summary: string }
      expect(summary).toContain("{{published | date('DD/MM/YYYY')}}")
      expect(summary).toContain("{{draft | ternary(' · rascunho', '')}}")
      // Decap's filters (decap-cms-lib-widgets, stringTemplate.js) take single quotes only;
      // any other form is dropped, and the list shows the raw value ("false").
      for (const [, filter] of summary.matchAll(/\{\{[^|}]+\| *([^}]+?) *\}\}/g)) {
        expect(filter).toMatch(
          /^(upper|lower|date\('.+'\)|default\('.+'\)|ternary\('.*',\s*'.*'\))$/,
        )
      }
    }
  })

  it('give every collection its own name in the editor’s list', () => {
    const labels = adminConfig(collections, folders, settings).collections.map((c) => c.label)
    expect(new Set(labels).size).toBe(labels.length)
  })
})
