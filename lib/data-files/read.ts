import { z } from 'zod'

/**
 * Reads a file of editable content through its schema.
 * A file that breaks a rule stops the build, with every problem at once, each naming the
 * file, the field as the editor sees it and the rule, in Portuguese: the people who edit
 * these files are the company's staff.
 */

/** One problem in a content file: where, as the editor names it, and what is wrong. */
export type ContentProblem = { file: string; field: string; problem: string }

/** Every problem, one line each, under a heading that says what to do. */
export function describeProblems(problems: readonly ContentProblem[]): string {
  return [
    'Conteúdo com erro; corrija e publique de novo (em /admin/ ou no arquivo):',
    ...problems.map(({ file, field, problem }) => `  - ${file}, ${field}: ${problem}`),
  ].join('\n')
}

/** Thrown when a content file breaks its schema; `problems` lists each. */
export class ContentError extends Error {
  constructor(readonly problems: readonly ContentProblem[]) {
    super(describeProblems(problems))
    this.name = 'ContentError'
  }
}

type Meta = { title?: string; itemLabel?: string }
const metaOf = (schema: z.ZodType) => (schema.meta() ?? {}) as Meta

/** The schema inside an optional field's wrapper (a switch left off may be absent). */
function inner(schema: z.ZodType): z.ZodType {
  return schema instanceof z.ZodOptional ? inner(schema.unwrap() as z.ZodType) : schema
}

/**
 * A field's path as the editor reads it: "Perguntas › Pergunta 3 › Resposta". Each step
 * takes the label of the field it enters, and a list's entry is named by its position.
 */
export function fieldLabel(schema: z.ZodType, path: readonly PropertyKey[]): string {
  const steps: string[] = []
  let current: z.ZodType | undefined = inner(schema)
  for (const key of path) {
    // An entry of a list of several forms: the field is in the form that has it.
    if (current instanceof z.ZodDiscriminatedUnion && typeof key === 'string') {
      current = (current.options as z.ZodType[]).find(
        (option) => option instanceof z.ZodObject && key in option.shape,
      )
    }
    if (current instanceof z.ZodObject && typeof key === 'string') {
      const child = current.shape[key] as z.ZodType | undefined
      // A form's `kind` is the editor's own choice of form, not a field with a label.
      // An optional field's label is on the field itself or inside its wrapper.
      const label = child && (metaOf(child).title ?? metaOf(inner(child)).title)
      steps.push(label || (key === 'kind' ? 'Tipo' : key))
      current = child && inner(child)
    } else if (current instanceof z.ZodArray && typeof key === 'number') {
      steps.push(`${metaOf(current).itemLabel ?? 'Item'} ${key + 1}`)
      current = inner(current.element as z.ZodType)
    } else {
      steps.push(String(key))
      current = undefined
    }
  }
  return steps.join(' › ') || (metaOf(schema).title ?? 'o arquivo')
}

/** Every problem `data` has against `schema`; empty when it is well-formed. */
export function contentProblems(file: string, schema: z.ZodType, data: unknown): ContentProblem[] {
  const result = schema.safeParse(data)
  if (result.success) return []
  return result.error.issues.map((issue) => ({
    file,
    field: fieldLabel(schema, issue.path),
    problem:
      issue.code === 'unrecognized_keys'
        ? issue.keys.length === 1
          ? `o campo ${issue.keys[0]} não existe`
          : `os campos ${issue.keys.join(', ')} não existem`
        : issue.code === 'invalid_type' && issue.input === undefined
          ? 'está faltando'
          : issue.message,
  }))
}

/** Replaces each `{token}` in every text of `value` with that fact; unknown names stay. */
export function fillFacts<T>(value: T, facts: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') {
    return value.replace(/\{(\w+)\}/g, (token, name: string) =>
      Object.hasOwn(facts, name) ? facts[name]! : token,
    ) as T
  }
  if (Array.isArray(value)) return value.map((item) => fillFacts(item, facts)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillFacts(item, facts)]),
    ) as T
  }
  return value
}

/**
 * The content of a collection's file, checked against its schema, with the company's
 * `facts` filled in where a text names them. Throws a ContentError listing every problem.
 */
export function readContent<Schema extends z.ZodType>(
  { file, schema }: { file: string; schema: Schema },
  data: unknown,
  facts?: Readonly<Record<string, string>>,
): z.output<Schema> {
  const problems = contentProblems(file, schema, data)
  if (problems.length > 0) throw new ContentError(problems)
  const content = schema.parse(data)
  return facts ? fillFacts(content, facts) : content
}
