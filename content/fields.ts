import { z } from 'zod'

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
export const factTokens = ['empresa', 'cidade', 'regiaoDeVisita'] as const
export type FactToken = (typeof factTokens)[number]

const tokenPattern = /\{([^{}]*)\}/g
const tokenHint = `Para repetir um dado da empresa, escreva ${factTokens.map((t) => `{${t}}`).join(', ')}.`

/** The `{…}` names in `value` that are not facts. */
export function unknownTokens(value: string): string[] {
  return [...value.matchAll(tokenPattern)]
    .map(([, name]) => name!)
    .filter((name) => !(factTokens as readonly string[]).includes(name))
}

type TextOptions = {
  /** Shown under the field in the editor. */
  hint?: string
  /** A paragraph (a text box) rather than a line. */
  multiline?: boolean
  /** Whether the text may name facts as `{empresa}`; the company's facts themselves may not. */
  tokens?: boolean
}

/** "1 caractere", "300 caracteres". */
export const characters = (count: number) => `${count} ${count === 1 ? 'caractere' : 'caracteres'}`

/** A required text of at most `max` characters. */
export function text(label: string, max: number, options: TextOptions = {}) {
  const { hint, multiline = false, tokens = true } = options
  let schema = z
    .string({ error: 'precisa ser um texto' })
    .min(1, { error: 'não pode ficar vazio' })
    .max(max, {
      error: (issue) =>
        `tem ${characters(String(issue.input).length)}; o máximo é ${characters(max)}`,
    })
  if (tokens) {
    schema = schema.refine((value) => unknownTokens(value).length === 0, {
      error: (issue) =>
        `{${unknownTokens(String(issue.input)).join('}, {')}} não é um dado da empresa. ${tokenHint}`,
    })
  }
  return schema.meta({
    title: label,
    description: [hint, `Até ${characters(max)}.`, tokens && multiline ? tokenHint : undefined]
      .filter(Boolean)
      .join(' '),
    widget: multiline ? 'text' : 'string',
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
export function checked<T>(check: (value: T) => string | undefined) {
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

/** A whole number. */
export function whole(label: string, { min, max }: { min: number; max: number }) {
  return z
    .number({ error: 'precisa ser um número' })
    .int({ error: 'precisa ser um número inteiro' })
    .min(min, { error: `não pode ser menor que ${min}` })
    .max(max, { error: `não pode ser maior que ${max}` })
    .meta({ title: label, widget: 'number' })
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
  const count = (n: number) => `${n} ${n === 1 ? 'item' : 'itens'}`
  return z
    .array(item, { error: 'precisa ser uma lista' })
    .min(min, { error: `precisa ter pelo menos ${count(min)}` })
    .max(max, { error: `pode ter no máximo ${count(max)}` })
    .meta({ title: label, description: hint, widget: 'list', itemLabel })
}
