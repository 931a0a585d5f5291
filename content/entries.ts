import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { parse } from 'yaml'
import type { z } from 'zod'

import { contentProblems, ContentError, fieldLabel, fillFacts } from '@/lib/data-files/read'
import type { ContentProblem } from '@/lib/data-files/read'

import { figureProblems, type FigureValues } from './figures'

/**
 * Reads a folder of entries the staff write in the editor: content/blog/ and
 * content/cases/, one Markdown file each, with its fields in front between `---` lines
 * (YAML, as the editor writes them). The build checks every file against its schema;
 * the site shows the published ones.
 *
 * The only module of content/ that reads files: the editor's preview, which runs in the
 * browser, replaces it with one that has no entries (editor/build.mjs).
 */

/** A folder of entries and the schema each file follows. */
export type EntryFolder<Schema extends z.ZodType = z.ZodType> = { folder: string; schema: Schema }

/** A file of a folder: its address (the file's name) and its fields, body included. */
export type RawEntry = { slug: string; file: string; data?: unknown; problem?: ContentProblem }

const root = process.cwd()

/** A file's name is the page's address: lower case letters without accents, digits, hyphens. */
const slugForm = /^[a-z0-9]+(-[a-z0-9]+)*$/

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

/** Every problem of every file of a folder; empty when all are well-formed. */
export function folderProblems({ folder, schema }: EntryFolder): ContentProblem[] {
  return readFolder(folder).flatMap(({ file, data, problem }) =>
    problem ? [problem] : contentProblems(file, schema, data),
  )
}

/**
 * The promised figures the files of a folder write by hand with another value than the
 * company's (figures.ts), drafts included, each naming its file and field.
 */
export function folderFigureProblems(
  { folder, schema }: EntryFolder,
  values: FigureValues,
): ContentProblem[] {
  return readFolder(folder).flatMap(({ file, data }) =>
    data === undefined ? [] : figureProblems(file, data, values, (at) => fieldLabel(schema, at)),
  )
}

/** An entry: its address and its checked fields, with the company's facts filled in. */
export type Entry<Data> = Data & { slug: string; file: string }

/**
 * Every entry of a folder, checked against its schema, with the `facts` its texts name
 * filled in. Throws a ContentError listing every problem of every file.
 */
export function readEntries<Schema extends z.ZodType>(
  collection: EntryFolder<Schema>,
  facts: Readonly<Record<string, string>>,
): Entry<z.output<Schema>>[] {
  const problems = folderProblems(collection)
  if (problems.length > 0) throw new ContentError(problems)
  return readFolder(collection.folder).map(({ slug, file, data }) => {
    const fields = fillFacts(collection.schema.parse(data), facts) as object
    return { ...fields, slug, file } as Entry<z.output<Schema>>
  })
}
