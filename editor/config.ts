import { z } from 'zod'

import { characters } from '@/content/schemas/field-kinds'
import { IMAGES_FOLDER } from '@/lib/images/variants'
import { workerRoutes } from '@/lib/worker-routes'

import { adminLocale } from './locale'

/**
 * The configuration of the editor at /admin/ (Decap CMS), written from the same schemas
 * that check the content when the site is built (content/*-schema.ts): each field's label,
 * hint, widget, whether it is required and its limits come from there, so the editor
 * refuses what the build would refuse, with the same words. Rules the editor cannot
 * express (a CNPJ's check digits, a `{…}` that is not a fact) are left to the build.
 */

/** What zod's JSON Schema holds for a field, with the metadata the field kinds add. */
type FieldSchema = {
  type?: string
  title?: string
  description?: string
  widget?: string
  maxLength?: number
  pattern?: string
  patternMessage?: string
  properties?: Record<string, FieldSchema>
  required?: string[]
  items?: FieldSchema
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  itemLabel?: string
  summary?: string
  options?: { value: string; label: string }[]
  multiple?: boolean
  oneOf?: FieldSchema[]
  const?: string
  /** A reference's folder, by its name in the editor, and the field it shows of each entry. */
  collection?: string
  display?: string
}

/**
 * A field of Decap's configuration (decapcms.org/docs/widgets). A pattern's message ends
 * the editor's sentence "Corrija “<campo>”: …" (`adminLocale`), saying what the field
 * should hold.
 */
export type AdminField = {
  name: string
  label: string
  widget: string
  hint?: string
  required?: boolean
  pattern?: [string, string]
  [option: string]: unknown
}

function adminField(name: string, schema: FieldSchema, required: boolean): AdminField {
  const common = {
    name,
    label: schema.title ?? name,
    ...(schema.description ? { hint: schema.description } : {}),
  }
  switch (schema.widget) {
    case 'string':
    case 'text': {
      const pattern: [string, string] | undefined =
        schema.maxLength !== undefined
          ? [`^[\\s\\S]{0,${schema.maxLength}}$`, `no máximo ${characters(schema.maxLength)}`]
          : schema.pattern
            ? [schema.pattern, schema.patternMessage ?? schema.pattern]
            : undefined
      return { ...common, widget: schema.widget, required, ...(pattern ? { pattern } : {}) }
    }
    case 'markdown':
      // The formatting bar offers what the site renders: no code blocks, no raw HTML.
      return {
        ...common,
        widget: 'markdown',
        required,
        buttons: [
          'bold',
          'italic',
          'link',
          'heading-two',
          'heading-three',
          'quote',
          'bulleted-list',
          'numbered-list',
        ],
        editor_components: ['image'],
        modes: ['rich_text', 'raw'],
      }
    case 'image':
      return {
        ...common,
        widget: 'image',
        required,
        // A file the site would refuse (its format, its size) is refused as it is chosen,
        // in any of the editor's file fields (`refuseUnusableUploads`).
        choose_url: false,
      }
    case 'datetime':
      // Stored as the day alone (2026-11-26), picked in the browser's own date field, which
      // a Brazilian's browser shows as 26/11/2026. The day is the staff's, not UTC's: in UTC,
      // "Agora" at 22h in Brasília would pick tomorrow. A required day starts at today's.
      return {
        ...common,
        widget: 'datetime',
        required,
        format: 'YYYY-MM-DD',
        time_format: false,
        ...(required ? { default: '{{now}}' } : {}),
      }
    case 'boolean':
      return { ...common, widget: 'boolean', required: false, default: false }
    case 'number':
      return {
        ...common,
        widget: 'number',
        // A whole number is an integer in the JSON Schema; a figure such as 99,9 is not.
        value_type: schema.type === 'integer' ? 'int' : 'float',
        required,
        min: schema.minimum,
        max: schema.maximum,
      }
    case 'select':
      return schema.multiple
        ? { ...common, widget: 'select', multiple: true, required: false, options: schema.options }
        : { ...common, widget: 'select', required, options: schema.options }
    case 'relation':
      // Picked from the folder's entries by name; stored as the entry's address.
      return {
        ...common,
        widget: 'relation',
        required: false,
        collection: schema.collection,
        value_field: '{{slug}}',
        search_fields: [schema.display],
        display_fields: [schema.display],
        options_length: 50,
      }
    case 'object':
      return { ...common, widget: 'object', required, fields: adminFields(schema) }
    case 'list': {
      const item = schema.items ?? {}
      return {
        ...common,
        widget: 'list',
        required,
        min: schema.minItems,
        max: schema.maxItems,
        // A list of a fixed length offers no button to add or remove an entry, nor a handle
        // to reorder them: their order may mean something (each offer's analytics name).
        ...(schema.minItems === schema.maxItems
          ? { allow_add: false, allow_remove: false, allow_reorder: false }
          : {}),
        label_singular: schema.itemLabel,
        ...listEntries(item),
      }
    }
    default:
      throw new Error(
        `content/schemas/company-schema.ts: the field ${name} has no widget the editor knows`,
      )
  }
}

/**
 * What a list's entries are: a group of fields, one field (a list of texts), or one of
 * several forms, which Decap tells apart by their `kind` ("types").
 */
function listEntries(item: FieldSchema) {
  if (item.oneOf) {
    return {
      typeKey: 'kind',
      types: item.oneOf.map((form) => {
        const { kind, ...properties } = form.properties ?? {}
        return {
          name: kind?.const,
          label: form.title,
          widget: 'object',
          ...(form.summary ? { summary: form.summary } : {}),
          fields: adminFields({ ...form, properties }),
        }
      }),
    }
  }
  if (item.widget === 'object') {
    return { ...(item.summary ? { summary: item.summary } : {}), fields: adminFields(item) }
  }
  // Closed, each text shows itself rather than the field's label.
  return { summary: '{{fields.item}}', field: adminField('item', item, true) }
}

function adminFields(schema: FieldSchema): AdminField[] {
  return Object.entries(schema.properties ?? {}).map(([name, field]) =>
    adminField(name, field, schema.required?.includes(name) ?? false),
  )
}

/** The editor's fields for a file of content, from its schema. */
export function adminFieldsOf(schema: z.ZodType): AdminField[] {
  // `io: 'input'` describes the file as written, where a switch left off may be absent.
  return adminFields(z.toJSONSchema(schema, { io: 'input' }) as FieldSchema)
}

type Collections = Record<string, { file: string; label: string; schema: z.ZodType }>

/** Folders of entries, one file each (`folders`). */
type Folders = Record<
  string,
  { folder: string; label: string; labelSingular: string; schema: z.ZodType; media: string }
>

/** Where the site serves a folder of uploads (`public/images/blog`): `/images/blog`. */
export const publicFolderOf = (media: string) => `/${media.replace(/^public\//, '')}`

/**
 * A folder of entries the staff create, edit and delete: Markdown files with their fields
 * in front, named from the title when created (the page's address, which later title
 * changes leave alone), pictures uploaded beside them. A draft is saved but never
 * published; the list shows which entries are drafts.
 */
function folderCollection(name: string, entry: Folders[string]) {
  return {
    name,
    label: entry.label,
    label_singular: entry.labelSingular,
    folder: entry.folder,
    create: true,
    delete: true,
    extension: 'md',
    format: 'frontmatter',
    slug: '{{slug}}',
    identifier_field: 'title',
    // Decap's filters take their arguments in single quotes only.
    summary: "{{title}} ({{published | date('DD/MM/YYYY')}}){{draft | ternary(' · rascunho', '')}}",
    sortable_fields: ['published', 'title'],
    view_filters: [{ label: 'Rascunhos', field: 'draft', pattern: true }],
    media_folder: `/${entry.media}`,
    public_folder: publicFolderOf(entry.media),
    fields: adminFieldsOf(entry.schema),
  }
}

/**
 * The company's logo on the editor's sign-in screen, instead of Decap's: a file beside the
 * editor's page, which the editor's build draws from the brand's mark (`logoMark`).
 */
export const adminLogo = 'logo.svg'

/**
 * Decap's whole configuration: the repository it commits to, and one entry per file of
 * content. With `localBackend`, an editor opened on this machine's own address writes to
 * the working tree through `decap-server` instead (`npm run admin`).
 */
export function adminConfig(
  collections: Collections,
  folders: Folders,
  {
    repository,
    branch,
    siteUrl,
    localBackendUrl,
  }: {
    repository: string
    branch: string
    /** The site's address, whose Worker signs the staff in to GitHub. */
    siteUrl: string
    localBackendUrl: string
  },
) {
  return {
    backend: {
      name: 'github',
      repo: repository,
      branch,
      // The sign-in window opens `${base_url}/${auth_endpoint}`: the site's own Worker, which
      // holds the OAuth App's secret. The editor's page puts its own address in its place.
      base_url: siteUrl,
      auth_endpoint: workerRoutes.signIn.replace(/^\//, ''),
    },
    local_backend: { url: localBackendUrl },
    // Decap's Portuguese, corrected (`adminLocale`), which the editor's page registers.
    locale: adminLocale,
    logo: { src: adminLogo, show_in_header: false },
    // Pictures are uploaded with the posts and cases, into each folder's `media_folder`.
    media_folder: `public/${IMAGES_FOLDER}`,
    public_folder: `/${IMAGES_FOLDER}`,
    // An address made from a title: lower case, without accents, words joined by hyphens.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    collections: [
      ...Object.entries(collections).map(([name, { file, label, schema }]) => ({
        name,
        label,
        files: [{ name, label, file, format: 'json', fields: adminFieldsOf(schema) }],
      })),
      ...Object.entries(folders).map(([name, entry]) => folderCollection(name, entry)),
    ],
  }
}
