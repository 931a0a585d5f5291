import { z } from 'zod'

import { UPLOAD_EXTENSIONS, UPLOAD_FOLDERS } from '@/lib/images/variants'
import { markdownProblems } from '@/lib/markdown'

import { figureTokens, formatFigure, foundingYear } from '../company/figures'

/**
 * The kinds of field the editable content is made of (content/data/*.json). Each is a zod
 * schema that carries, as metadata, what an editor reads about it: its label and hint in
 * Portuguese, and whether it is a line or a paragraph. From that one description come the
 * types the code reads, the checks `npm run build` runs on the files (with messages in
 * Portuguese naming the field), and the fields of the editor at /admin/.
 */

/**
 * Facts a text may repeat by name, filled in from the company's facts when the site is
 * built: "visitas no mesmo dia em {regiaoDeVisita}".
 */
const namedFacts = [
  'empresa',
  'cidade',
  'regiaoDeVisita',
  'emergencias',
  'razaoSocial',
  'cnpj',
  'endereco',
  'encarregado',
  'emailEncarregado',
  foundingYear.token,
  'diasDeGuarda',
  'cancelamento',
  'fonteDaProtecao',
] as const

/** The facts' names, then the promised figures' ("há mais de {anos} anos", `figures`). */
export const factTokens = [...namedFacts, ...figureTokens]
export type FactToken = (typeof factTokens)[number]

/**
 * Names of what the site, and the chat vendor's module on its pages, keep in the visitor's
 * browser, which only the privacy policy repeats: its cookie table must name each one
 * exactly as it is stored.
 */
export const storageTokens = [
  'chaveConsentimento',
  'chaveSessao',
  'chaveRascunho',
  'chaveChatVisitante',
  'chaveChatConversa',
  'chaveChatLimite',
] as const
export type StorageToken = (typeof storageTokens)[number]

/** Which `{…}` names a text may use: the company's facts, or those and the storage names. */
export type TokenSet = 'facts' | 'policy'
const allowedTokens: Record<TokenSet, readonly string[]> = {
  facts: factTokens,
  policy: [...factTokens, ...storageTokens],
}

const tokenPattern = /\{([^{}]*)\}/g
const named = (tokens: readonly string[]) => tokens.map((token) => `{${token}}`).join(', ')
const factHint = `Para repetir um dado da empresa, escreva ${named(namedFacts)}; para um número que a empresa promete (Dados da empresa › Números), ${named(figureTokens)}`
const tokenHint = (set: TokenSet) =>
  set === 'facts'
    ? `${factHint}.`
    : `${factHint}; para o nome de algo que o site guarda no navegador, ${named(storageTokens)}.`

/** The `{…}` names in `value` that `set` does not allow. */
function unknownTokens(value: string, set: TokenSet = 'facts'): string[] {
  return [...value.matchAll(tokenPattern)]
    .map(([, name]) => name!)
    .filter((name) => !allowedTokens[set].includes(name))
}

/** The message for a text that names something other than the allowed facts. */
export function tokenProblem(value: string, set: TokenSet = 'facts'): string | undefined {
  const unknown = unknownTokens(value, set)
  if (unknown.length === 0) return undefined
  const [one, many] =
    set === 'facts'
      ? ['não é um dado da empresa', 'não são dados da empresa']
      : ['não é um dado da empresa nem do navegador', 'não são dados da empresa nem do navegador']
  return `${named(unknown)} ${unknown.length === 1 ? one : many}. ${tokenHint(set)}`
}

type TextOptions = {
  /** Shown under the field in the editor. */
  hint?: string
  /** A paragraph (a text box) rather than a line. */
  multiline?: boolean
  /**
   * Which names the text may repeat as `{empresa}` (the company's facts by default); the
   * facts themselves name none (`false`).
   */
  tokens?: TokenSet | false
}

/** A count and its noun, agreeing: "1 caractere", "300 caracteres". */
export const counted = (count: number, one: string, many: string) =>
  `${count} ${count === 1 ? one : many}`

/** "1 caractere", "300 caracteres". */
export const characters = (count: number) => counted(count, 'caractere', 'caracteres')

/** A required text of at most `max` characters. */
export function text(label: string, max: number, options: TextOptions = {}) {
  const { hint, multiline = false, tokens = 'facts' } = options
  let schema = z
    .string({ error: 'precisa ser um texto' })
    .min(1, { error: 'não pode ficar vazio' })
    .max(max, {
      error: (issue) =>
        `tem ${characters(String(issue.input).length)}; o máximo é ${characters(max)}`,
    })
  if (tokens) {
    schema = schema.refine((value) => tokenProblem(value, tokens) === undefined, {
      error: (issue) => tokenProblem(String(issue.input), tokens),
    })
  }
  return schema.meta({
    title: label,
    description: [
      hint,
      `Até ${characters(max)}.`,
      tokens && multiline ? tokenHint(tokens) : undefined,
    ]
      .filter(Boolean)
      .join(' '),
    widget: multiline ? 'text' : 'string',
  })
}

/**
 * A line the staff may leave empty, of at most `max` characters and naming no fact:
 * absent, or `""` as the editor writes a field it emptied, it holds nothing.
 */
export function optionalText(label: string, max: number, { hint }: { hint?: string } = {}) {
  return z
    .string({ error: 'precisa ser um texto' })
    .max(max, {
      error: (issue) =>
        `tem ${characters(String(issue.input).length)}; o máximo é ${characters(max)}`,
    })
    .optional()
    .meta({
      title: label,
      description: [hint, `Até ${characters(max)}.`].filter(Boolean).join(' '),
      widget: 'string',
    })
}

/**
 * A text that must match `pattern`; `form` says in words what it should look like. The
 * editor checks the pattern too, so it is written without flags.
 */
export function formatted(
  label: string,
  pattern: RegExp,
  form: string,
  { hint, check }: { hint?: string; check?: (value: string) => string | undefined } = {},
) {
  const message = `precisa estar no formato ${form}`
  const schema = z
    .string({ error: 'precisa ser um texto' })
    // A value in the wrong form gets that one message, not the check's as well.
    .regex(pattern, { error: message, abort: true })
  return (check ? schema.superRefine(checked(check)) : schema).meta({
    title: label,
    description: hint ?? `No formato ${form}.`,
    widget: 'string',
    patternMessage: form,
  })
}

/**
 * A check that returns what is wrong with a value, or nothing, as a zod refinement whose
 * message is that problem.
 */
function checked<T>(check: (value: T) => string | undefined) {
  return (value: T, context: z.core.$RefinementCtx<T>) => {
    const problem = check(value)
    if (problem) context.addIssue({ code: 'custom', message: problem, input: value })
  }
}

/** A yes-or-no switch, off when absent. */
export function flag(label: string, hint?: string) {
  return z
    .boolean({ error: 'precisa ser sim ou não' })
    .optional()
    .meta({ title: label, description: hint, widget: 'boolean' })
}

/** The switch's name, in the editor and in the release's list (`exampleSwitch`). */
export const EXAMPLE_SWITCH = 'É um exemplo'

/**
 * The switch of what speaks in the company's name (a page's copy, the FAQ, a post, a case,
 * a testimonial), always the field `example`: on while it is the project's example, off once
 * someone at the company has read every sentence and promise of it and confirms them.
 * `npm run build:release` lists each one still on (`placeholderReport`). Off when absent,
 * as the editor starts an entry the staff create: only what the project ships has it on.
 */
export function exampleSwitch(
  hint = 'Ligada nos textos que vieram com o site. Desligue quando alguém da empresa tiver lido cada frase e cada promessa destes textos e confirmar que são verdadeiras; o site não vai ao ar com exemplos.',
) {
  return flag(EXAMPLE_SWITCH, hint).meta({ exampleSwitch: true })
}

/**
 * Whether a file's schema has the switch of `exampleSwitch`: the file speaks in the
 * company's name.
 */
export function hasExampleSwitch(schema: z.ZodType): boolean {
  const field =
    schema instanceof z.ZodObject ? (schema.shape.example as z.ZodType | undefined) : undefined
  return field?.meta()?.exampleSwitch === true
}

/**
 * A figure the company promises (`figures`): a number from 0 to `max`, whole unless
 * `decimal`.
 */
export function amount(
  label: string,
  { max, decimal = false, hint }: { max: number; decimal?: boolean; hint?: string },
) {
  const number = z.number({ error: 'precisa ser um número' })
  return (decimal ? number : number.int({ error: 'precisa ser um número inteiro' }))
    .min(0, { error: 'não pode ser negativo' })
    .max(max, { error: `não pode ser maior que ${formatFigure(max)}` })
    .meta({ title: label, description: hint, widget: 'number' })
}

/** A whole number. */
export function whole(
  label: string,
  { min, max, hint }: { min: number; max: number; hint?: string },
) {
  return z
    .number({ error: 'precisa ser um número' })
    .int({ error: 'precisa ser um número inteiro' })
    .min(min, { error: `não pode ser menor que ${min}` })
    .max(max, { error: `não pode ser maior que ${max}` })
    .meta({ title: label, description: hint, widget: 'number' })
}

/** One value out of `options`, each named for the editor: an icon, a gradient. */
export function choice<const Value extends string>(
  label: string,
  options: Record<Value, string>,
  hint?: string,
) {
  const values = Object.keys(options) as [Value, ...Value[]]
  return z
    .enum(values, { error: `precisa ser um destes: ${Object.values(options).join(', ')}` })
    .meta({
      title: label,
      description: hint,
      widget: 'select',
      options: values.map((value) => ({ value, label: options[value] })),
    })
}

/** An entry's address: lower-case letters without accents, digits and hyphens. */
export const slugForm = /^[a-z0-9]+(-[a-z0-9]+)*$/

/**
 * Another entry, named by its address (`monitoramento-24h`), picked in the editor from the
 * entries of `collection` by their `display` field. Optional: an entry need not name one.
 * That the entry exists and is published is checked with the whole site, by the build.
 */
export function reference(label: string, collection: string, display: string, hint?: string) {
  return z
    .string({ error: 'precisa ser o endereço de uma página' })
    .regex(slugForm, { error: 'precisa ser o endereço de uma página: monitoramento-24h' })
    .optional()
    .meta({ title: label, description: hint, widget: 'relation', collection, display })
}

/**
 * Fields that belong together, shown as one group. `check` looks at them together;
 * `summary` is how a list shows the group when it is closed (`{{fields.name}}`).
 */
export function group<Shape extends z.core.$ZodLooseShape>(
  label: string,
  shape: Shape,
  {
    hint,
    check,
    summary,
  }: {
    hint?: string
    check?: (value: z.output<z.ZodObject<Shape>>) => string | undefined
    summary?: string
  } = {},
) {
  const schema = z.strictObject(shape)
  return (check ? schema.superRefine(checked(check)) : schema).meta({
    title: label,
    description: hint,
    widget: 'object',
    summary,
  })
}

/**
 * A list of `item`s, between `min` and `max` of them. `itemLabel` names one entry in
 * messages ("Depoimento 3").
 */
export function list<Item extends z.ZodType>(
  label: string,
  item: Item,
  { min, max, itemLabel, hint }: { min: number; max: number; itemLabel: string; hint?: string },
) {
  const count = (n: number) => counted(n, 'item', 'itens')
  return z
    .array(item, { error: 'precisa ser uma lista' })
    .min(min, { error: `precisa ter pelo menos ${count(min)}` })
    .max(max, { error: `pode ter no máximo ${count(max)}` })
    .meta({ title: label, description: hint, widget: 'list', itemLabel })
}

/**
 * One form an entry of a `variants` list may take ("Parágrafo", "Lista"…): its fields,
 * with `kind` saying which form it is.
 */
export function form<const Kind extends string, Shape extends z.core.$ZodLooseShape>(
  kind: Kind,
  label: string,
  shape: Shape,
  {
    summary,
    check,
  }: { summary?: string; check?: (value: z.output<z.ZodObject<Shape>>) => string | undefined } = {},
) {
  const fields = { kind: z.literal(kind), ...shape }
  // The entry holds the form's fields and its `kind`; the check reads only the fields.
  return group(label, fields, {
    summary,
    check: check as
      ((value: z.output<z.ZodObject<typeof fields>>) => string | undefined) | undefined,
  })
}

/**
 * A list whose entries each take one of several `forms`, between `min` and `max` of them:
 * the blocks of a section of text.
 */
export function variants<
  const Forms extends readonly [z.core.$ZodTypeDiscriminable, ...z.core.$ZodTypeDiscriminable[]],
>(
  label: string,
  forms: Forms,
  options: { min: number; max: number; itemLabel: string; hint?: string },
) {
  const names = forms.map((form) => (form as unknown as z.ZodType).meta()?.title).join(', ')
  const entry = z.discriminatedUnion('kind', forms, { error: `precisa ser um destes: ${names}` })
  return list(label, entry, options)
}

/**
 * A text in Markdown, written with the editor's formatting bar: paragraphs, section
 * headings, lists, links, pictures, quotes and tables. The build refuses what the page
 * would not publish (`markdownProblems`).
 */
export function markdown(label: string, max: number, hint?: string) {
  return z
    .string({ error: 'precisa ser um texto' })
    .min(1, { error: 'não pode ficar vazio' })
    .max(max, {
      error: (issue) =>
        `tem ${characters(String(issue.input).length)}; o máximo é ${characters(max)}`,
    })
    .superRefine(
      checked((value: string) => {
        const problems = [tokenProblem(value), ...markdownProblems(value)].filter(Boolean)
        return problems.length > 0 ? problems.join('; ') : undefined
      }),
    )
    .meta({
      title: label,
      description: [hint, tokenHint('facts')].filter(Boolean).join(' '),
      widget: 'markdown',
    })
}

/** A picture uploaded in the editor, by its address: `/images/blog/capa.jpg`. */
const uploadPattern = new RegExp(
  `^/(${UPLOAD_FOLDERS.join('|')})/[^/\\s]+(${UPLOAD_EXTENSIONS.map((ext) => `\\${ext}`).join('|')})$`,
  'i',
)

const uploaded = () =>
  z
    .string({ error: 'precisa ser o endereço de uma imagem' })
    .regex(uploadPattern, { error: 'precisa ser uma imagem JPG, PNG ou WebP enviada pelo editor' })
    .meta({ title: 'Imagem', widget: 'image' })

const altText = () =>
  text('Texto alternativo', 150, {
    hint: 'O que a imagem mostra, para quem não pode vê-la. Obrigatório.',
    tokens: false,
  })

/**
 * A picture uploaded in the editor with its alternative text, which a visitor who cannot
 * see it hears instead: both required.
 */
export function picture(label: string, hint?: string) {
  return group(label, { src: uploaded(), alt: altText() }, { hint })
}

/**
 * A picture within a Markdown text, as the editor's "Imagem" block writes it:
 * `![texto alternativo](/images/blog/foto.jpg "legenda")`. The editor's block takes its
 * fields from here; the build checks the text itself (`markdownProblems`).
 */
export const textPicture = group('Imagem', {
  image: uploaded(),
  alt: altText(),
  title: text('Legenda', 150, {
    hint: 'Opcional: aparece embaixo da imagem.',
    tokens: false,
  }).optional(),
})

/** A picture that may be left out: both its image and its alternative text, or neither. */
export function optionalPicture(label: string, hint?: string) {
  return group(
    label,
    { src: uploaded().optional(), alt: altText().optional() },
    {
      hint,
      check: (value) =>
        value.src && !value.alt
          ? 'falta o texto alternativo: escreva o que a imagem mostra'
          : !value.src && value.alt
            ? 'falta a imagem'
            : undefined,
    },
  ).optional()
}

/** A day, stored as `2026-11-26` and shown to visitors as "26 de novembro de 2026". */
export function day(label: string, hint?: string) {
  return z
    .string({ error: 'precisa ser uma data' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: 'precisa ser uma data no formato AAAA-MM-DD',
      abort: true,
    })
    .refine(
      (value) =>
        !Number.isNaN(Date.parse(`${value}T12:00:00Z`)) &&
        dayOf(value).toISOString().startsWith(value),
      {
        error: 'não é uma data que existe',
      },
    )
    .meta({ title: label, description: hint, widget: 'datetime' })
}

/** A stored day at noon in Brasília, so that no time zone moves it to the day before. */
export const dayOf = (value: string) => new Date(`${value}T15:00:00Z`)
