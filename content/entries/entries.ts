import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'yaml'
import type { z } from 'zod'

import { contentProblems, ContentError, fieldLabel, fillFacts } from '@/lib/data-files/read'
import type { ContentProblem } from '@/lib/data-files/read'

import { slugForm } from '../schemas/field-kinds'
import { figureProblems, type CompanyNumbers } from '../company/figures'

/**
 * Reads a folder of entries the staff write in the editor: content/blog/ and
 * content/cases/, one Markdown file each, with its fields in front between `---` lines
 * (YAML, as the editor writes them). The build checks every file against its schema;
 * the site shows the published ones.
 *
 * The only module of content/ that reads files: the editor's preview, which runs in the
 * browser, replaces it with a stand-in that has no entries.
 */

/** A folder of entries and the schema each file follows. */
export type EntryFolder<Schema extends z.ZodType = z.ZodType> = { folder: string; schema: Schema }

/** A file of a folder: its address (the file's name) and its fields, body included. */
export type RawEntry = { slug: string; file: string; data?: unknown; problem?: ContentProblem }

const root = process.cwd()

/**
 * The fields without those written as "": the editor writes an optional field the staff
 * emptied that way (an update's day cleared with "Limpar", a logo removed), and such a
 * field counts as left out. A required one is then reported as missing.
 */
function withoutEmptyFields(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmptyFields)
  if (!value || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value).flatMap(([key, item]) =>
      item === '' ? [] : [[key, withoutEmptyFields(item)]],
    ),
  )
}

function readEntry(folder: string, name: string): RawEntry {
  const file = `${folder}/${name}`
  const slug = name.replace(/\.md$/, '')
  const problem = (text: string) => ({
    slug,
    file,
    problem: { file, field: 'o arquivo', problem: text },
  })
  if (!slugForm.test(slug)) {
    return problem(
      'o nome do arquivo é o endereço da página: só letras minúsculas sem acento, números e hífens',
    )
  }
  const source = readFileSync(path.resolve(root, file), 'utf8').replace(/\r\n/g, '\n')
  // The fields, between a first line `---` and the next, then the body.
  const [opening, fields, ...rest] = source.split(/^---$/m)
  if (opening?.trim() !== '' || fields === undefined || rest.length === 0) {
    return problem('precisa começar pelos campos, entre duas linhas com ---')
  }
  try {
    const data = parse(fields) as unknown
    if (!data || typeof data !== 'object' || Array.isArray(data)) {
      return problem('os campos entre as linhas --- não estão no formato nome: valor')
    }
    return {
      slug,
      file,
      data: { ...(withoutEmptyFields(data) as object), body: rest.join('---').trim() },
    }
  } catch (error) {
    const line = (error as { linePos?: { line: number }[] }).linePos?.[0]?.line
    return problem(
      `os campos entre as linhas --- não estão no formato nome: valor${line ? ` (linha ${line + 1})` : ''}`,
    )
  }
}

/** Every file of a folder, in its name's order. */
export function readFolder(folder: string): RawEntry[] {
  return readdirSync(path.resolve(root, folder))
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => readEntry(folder, name))
}

/** A file the staff marked as a draft, which no page reads until it is published. */
const isDraft = ({ data }: RawEntry) => (data as { draft?: unknown } | undefined)?.draft === true

/** A file's problems against its schema. */
const problemsOf = ({ file, data, problem }: RawEntry, schema: z.ZodType) =>
  problem ? [problem] : contentProblems(file, schema, data)

/**
 * Every problem of every file of a folder but its drafts; empty when all are well-formed.
 * These stop the publication: the pages read them.
 */
export function folderProblems({ folder, schema }: EntryFolder): ContentProblem[] {
  return readFolder(folder)
    .filter((entry) => !isDraft(entry))
    .flatMap((entry) => problemsOf(entry, schema))
}

/**
 * The problems of a folder's drafts, which stop nothing: no page reads a draft, and one
 * person's unfinished text must not hold everyone else's publication. The build reports
 * them, so that its author fixes them before publishing it.
 */
export function draftProblems({ folder, schema }: EntryFolder, company: CompanyNumbers) {
  return readFolder(folder)
    .filter(isDraft)
    .flatMap((entry) => [
      ...problemsOf(entry, schema),
      ...entryFigureProblems(entry, schema, company),
    ])
}

/**
 * A case's fields that tell its client's own numbers, not the company's: the client's
 * situation ("há 15 anos com o mesmo ERP"), its results ("redução de 35% nos custos") and
 * its words. The check leaves them; the case's title, summary and text are the company's
 * telling, where a number reads as the company's, and are checked like any other text.
 */
const clientFields: readonly string[] = ['challenge', 'results', 'quote']

/**
 * The company's figures, and its founding year, an entry writes by hand with another value
 * (figures.ts), in any of its texts, its body included, but a case's client's fields.
 */
export function entryFigureProblems(
  { file, data }: RawEntry,
  schema: z.ZodType,
  company: CompanyNumbers,
): ContentProblem[] {
  if (data === undefined) return []
  const texts = Object.fromEntries(
    Object.entries(data as Record<string, unknown>).filter(
      ([field]) => !clientFields.includes(field),
    ),
  )
  return figureProblems(file, texts, company, (at) => fieldLabel(schema, at))
}

/**
 * The promised figures the published files of a folder write by hand with another value
 * than the company's, each naming its file and field.
 */
export function folderFigureProblems(
  { folder, schema }: EntryFolder,
  company: CompanyNumbers,
): ContentProblem[] {
  return readFolder(folder)
    .filter((entry) => !isDraft(entry))
    .flatMap((entry) => entryFigureProblems(entry, schema, company))
}

/**
 * A folder the build has nothing to publish from: each kind of entry has a route that must
 * make at least one page (a static export refuses a route with none), so the build stops
 * before that, saying so in the staff's words. `published` counts its entries that go live.
 */
export function emptyFolderProblems(
  { folder, label }: { folder: string; label: string },
  published: number,
): ContentProblem[] {
  return published > 0
    ? []
    : [
        {
          file: folder,
          field: label,
          problem:
            'não há nenhuma entrada publicada: publique pelo menos uma (com “Rascunho” desligado e a data de hoje ou anterior), pois o site precisa dela para ser montado',
        },
      ]
}

/** An entry: its address and its checked fields, with the company's facts filled in. */
export type Entry<Data> = Data & { slug: string; file: string }

/**
 * Every entry of a folder, checked against its schema, with the `facts` its texts name
 * filled in; a draft with a problem is left out (draftProblems). Throws a ContentError
 * listing every problem of every other file.
 */
export function readEntries<Schema extends z.ZodType>(
  collection: EntryFolder<Schema>,
  facts: Readonly<Record<string, string>>,
): Entry<z.output<Schema>>[] {
  const problems = folderProblems(collection)
  if (problems.length > 0) throw new ContentError(problems)
  return readFolder(collection.folder).flatMap((entry) => {
    const parsed = collection.schema.safeParse(entry.data)
    if (!parsed.success) return []
    const fields = fillFacts(parsed.data, facts) as object
    return [{ ...fields, slug: entry.slug, file: entry.file } as Entry<z.output<Schema>>]
  })
}
