import type { ContentProblem } from '@/lib/data-files/read'

/**
 * The figures the company promises ("mais de 12 anos", "até 40% nos custos"), each kept
 * once, in the company's facts (`figures` in the company's file, "Números" in the
 * editor). Texts name a figure by its token, as they name the company: "Há mais de {anos}
 * anos cuidando…". The build refuses a text that writes a figure by hand with another
 * value (`figureMentions`): changing a promise in one place changes every page, and a
 * page left behind stops the publication instead of going live.
 *
 * Two figures count clients, and each one's name says what it counts: `companiesServed`,
 * the companies served today, under contract ("+100 empresas atendidas hoje"), and
 * `clients`, every client since the company was founded ("+200 clientes desde 2013"). A
 * text's noun tells them apart: "N empresas" is the first, "N clientes" the second.
 */

/** One promised figure: its token, how the editor names it, its range, and its mentions. */
type Figure = {
  /** The name a text writes between braces: `{anos}`. */
  token: string
  label: string
  /** Shown under the field in the editor: where the figure appears, as an example. */
  example: string
  max: number
  /** A figure with a decimal part (99,9%); whole numbers otherwise. */
  decimal?: true
  /**
   * How a text writes this figure out by hand (`writtenAs`). Each pattern needs the words
   * around the number, so that other numbers ("até 2 anos após o último contato", "8 horas
   * de treinamento") are not taken for it.
   */
  mentions: readonly RegExp[]
}

/** A number as a text writes it: "12", "1.000", "99,9". */
const numberPattern = String.raw`(\d+(?:[.,]\d+)*)`

/** Up to five words between a figure's words, within one sentence. */
const wordsBetween = String.raw`(?:\s+[^\s.;:!?]+){0,5}?`

/**
 * A figure's mentions, written with `#` where its number goes and `…` where a few words of
 * the same sentence may stand ("recuperar os seus dados em 8 horas"); case-insensitive.
 */
const writtenAs = (...patterns: RegExp[]) =>
  patterns.map(
    ({ source }) =>
      new RegExp(source.replaceAll('#', numberPattern).replaceAll('…', wordsBetween), 'iu'),
  )

export const figures = {
  yearsInBusiness: {
    token: 'anos',
    label: 'Anos de experiência',
    example: '“Há mais de {anos} anos cuidando da TI de empresas”',
    max: 200,
    mentions: writtenAs(
      /#\s+anos?\s+(?:de\s+(?:experiência|mercado|atuação|história|estrada|trajetória)|no\s+mercado|cuidando|atendendo|atuando|ajudando)/u,
      // "há 15 anos", "mais de 15 anos", but not a computer's "mais de 5 anos de uso".
      /(?:mais\s+de|há|são)\s+#\s+anos?\b(?!\s+de\s+(?:uso|vida|idade|garantia))/u,
    ),
  },
  companiesServed: {
    token: 'empresasAtendidas',
    label: 'Empresas atendidas hoje, com contrato',
    example: '“+{empresasAtendidas} empresas atendidas hoje”',
    max: 1_000_000,
    mentions: writtenAs(
      /(?:mais\s+de|acima\s+de|cerca\s+de|\+)\s*#\s+empresas\b/u,
      /(?:atend\p{L}*|cuid\p{L}*|apoi\p{L}*)\s+(?:a\s+|de\s+)?#\s+empresas\b/u,
      /#\s+empresas\s+(?:atendidas|clientes|com\s+contrato|parceiras)/u,
    ),
  },
  clients: {
    token: 'clientes',
    label: 'Clientes desde a fundação',
    example: '“+{clientes} clientes desde {anoDeFundacao}”',
    max: 1_000_000,
    mentions: writtenAs(/#\s+clientes?\b/u),
  },
  projects: {
    token: 'projetos',
    label: 'Projetos entregues',
    example: '“{projetos} projetos entregues”',
    max: 1_000_000,
    mentions: writtenAs(/#\s+projetos/u),
  },
  satisfaction: {
    token: 'satisfacao',
    label: 'Satisfação dos clientes (%)',
    example: '“{satisfacao}% de satisfação”',
    max: 100,
    mentions: writtenAs(/#\s*%\s+de\s+satisfação/u),
  },
  firstResponseHours: {
    token: 'horasParaResponder',
    label: 'Primeira resposta em até (horas úteis)',
    example: '“primeira resposta em até {horasParaResponder} horas úteis”',
    max: 72,
    mentions: writtenAs(
      /(?:primeira\s+)?(?:resposta|respond\p{L}*|retorn\p{L}*|atend\p{L}*)…\s+em\s+(?:até\s+|no\s+máximo\s+|menos\s+de\s+)?#\s*(?:h\b|horas?\b)(?:\s+(?:útil|úteis))?/u,
      /#\s*(?:h|horas?)\s+(?:útil|úteis)/u,
    ),
  },
  phoneMinutes: {
    token: 'minutosAoTelefone',
    label: 'Solução por telefone ou acesso remoto (minutos, em média)',
    example: '“em {minutosAoTelefone} minutos, em média”',
    max: 600,
    mentions: writtenAs(/em\s+(?:até\s+)?#\s+minutos/u),
  },
  firstAttempt: {
    token: 'resolvidosNaPrimeira',
    label: 'Chamados resolvidos na primeira tentativa (%)',
    example: '“{resolvidosNaPrimeira}% dos chamados resolvidos na primeira tentativa”',
    max: 100,
    mentions: writtenAs(/#\s*%\s+d[oa]s\s+(?:chamados|problemas|casos|solicitações)/u),
  },
  recoveryHours: {
    token: 'horasParaRecuperar',
    label: 'Recuperação dos sistemas prioritários, em até (horas)',
    example:
      '“os sistemas prioritários de volta em até {horasParaRecuperar} horas, como combinado em contrato”',
    max: 720,
    mentions: writtenAs(
      /(?:(?:recupera|restaura|restabelec)\p{L}*|de\s+volta)…\s+em\s+(?:até\s+|no\s+máximo\s+|menos\s+de\s+)?#\s*(?:h\b|horas?\b)/u,
      /(?:prazo|tempo)\s+(?:máximo\s+)?de\s+(?:recuperação|restauração)\s+(?:de\s+)?(?:até\s+)?#\s*(?:h\b|horas?\b)/u,
    ),
  },
  virusProtection: {
    token: 'protecaoContraVirus',
    label: 'Proteção contra vírus (%)',
    example: '“{protecaoContraVirus}% de proteção contra vírus”',
    max: 100,
    decimal: true,
    mentions: writtenAs(/#\s*%\s+de\s+proteção/u),
  },
  savings: {
    token: 'economia',
    label: 'Economia nos custos com tecnologia, até (%)',
    example: '“economia de até {economia}% nos custos com tecnologia”',
    max: 100,
    // A percentage is a saving only beside words of saving or of costs: "aumento de 20%"
    // and "20% sobre a remuneração" are other numbers.
    mentions: writtenAs(
      /economi\p{L}*\s+(?:média\s+)?(?:de\s+)?(?:até\s+)?#\s*%/u,
      /#\s*%\s+(?:de|em)\s+(?:economia|redução\s+[dn][oa]s?\s+(?:seus\s+)?(?:custos?|gastos?))/u,
      /(?:até|redução\s+de|queda\s+de|corte\s+de)\s+#\s*%(?:\s+a\s+menos)?\s+[dn][oa]s?\s+(?:seus\s+)?(?:custos?|gastos?)/u,
      /#\s*%\s+a\s+menos\s+(?:[dn][oa]s?|com)\s+(?:seus\s+)?(?:custos?|gastos?)/u,
      /(?:reduz|redução|cort|diminu)\p{L}*…\s+(?:custos?|gastos?)…\s+em\s+(?:até\s+)?#\s*%/u,
      /(?:reduz|cort|diminu)\p{L}*\s+(?:em\s+)?(?:até\s+)?#\s*%\s+(?:[dn]?[oa]s?\s+)?(?:seus\s+)?(?:custos?|gastos?)/u,
      /(?:custos?|gastos?)…\s+(?:até\s+)?#\s*%\s+(?:menor|mais\s+baix)/u,
    ),
  },
  noticeDays: {
    token: 'diasDeAviso',
    label: 'Aviso prévio para cancelar (dias)',
    example: '“aviso prévio de {diasDeAviso} dias”',
    max: 365,
    mentions: writtenAs(/aviso\s+prévio\s+de\s+#\s+dias/u),
  },
} as const satisfies Record<string, Figure>

/**
 * The founding year is a fact, not a promise (Dados da empresa › Ano de fundação, outside
 * "Números"), but a text writes it out by hand as it does a figure ("fundada em 2013",
 * "no mercado desde 2013"), and the same check holds it to the company's. A year alone is
 * a date ("em 2018, a LGPD…"): the words around it must speak of the company.
 */
export const foundingYear = {
  token: 'anoDeFundacao',
  label: 'Ano de fundação',
  mentions: writtenAs(
    /fundad[ao]s?\s+em\s+#/u,
    /fundação(?:\s*,)?\s+em\s+#/u,
    /(?:nascemos|surgimos)\s+em\s+#/u,
    /(?:existimos|estamos|atuamos|atendemos|trabalhamos|cuidamos|mercado|\{empresa\})…\s+desde\s+#/u,
    /desde\s+#(?:\s*,)?\s+(?:cuidando|atendendo|atuando|ajudando|trabalhando|no\s+mercado|(?:a\s+|o\s+)?\{empresa\})/u,
  ),
} as const

export type FigureName = keyof typeof figures
export type FigureValues = Record<FigureName, number>

const entries = Object.entries(figures) as [FigureName, Figure][]

export type FigureToken = (typeof figures)[FigureName]['token']

/** The tokens of the figures, in the order the editor lists them. */
export const figureTokens = entries.map(([, { token }]) => token as FigureToken)

const numberFormat = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 })

/** A figure as a text shows it, in Brazilian notation: 99,9; 1.000. */
export const formatFigure = (value: number) => numberFormat.format(value)

/** Each figure's token and the text it fills in. */
export function figureFacts(values: FigureValues): Record<FigureToken, string> {
  return Object.fromEntries(
    entries.map(([name, { token }]) => [token, formatFigure(values[name])]),
  ) as Record<FigureToken, string>
}

/** The company's numbers a text may write out by hand only as they are. */
export type CompanyNumbers = { figures: FigureValues; foundedYear: number }

/** What a text writes out by hand: a promised figure, or the founding year. */
export type CheckedName = FigureName | 'foundedYear'

/** One of them: its token and label, where the editor keeps it, and its value shown. */
type CheckedFact = {
  name: CheckedName
  token: string
  label: string
  place: string
  mentions: readonly RegExp[]
  valueIn: (company: CompanyNumbers) => number
  show: (value: number) => string
}

/** Everything the check holds a text to: each figure, then the founding year. */
const checked: readonly CheckedFact[] = [
  ...entries.map(([name, figure]) => ({
    name,
    ...figure,
    place: 'Dados da empresa › Números',
    valueIn: ({ figures }: CompanyNumbers) => figures[name],
    show: formatFigure,
  })),
  {
    name: 'foundedYear',
    ...foundingYear,
    place: 'Dados da empresa',
    valueIn: ({ foundedYear }) => foundedYear,
    // A year, as the site shows it: 2013, not 2.013.
    show: String,
  },
]

/** A figure a text writes out by hand, as its words have it: "13 anos cuidando". */
export type FigureMention = { name: CheckedName; written: string; number: number }

/** "99,9" or "1.000" as a number. */
const parseWritten = (digits: string) => Number(digits.replace(/\./g, '').replace(',', '.'))

/**
 * Every figure, and founding year, `text` writes out by hand instead of naming its token,
 * once per figure and number even where two of its patterns find it. Emphasis in a
 * Markdown text ("economia de **50%**") is read as its words.
 */
export function figureMentions(text: string): FigureMention[] {
  const plain = text.replace(/[*_]/g, '')
  return checked.flatMap(({ name, mentions }) => {
    const found = new Map<number, string>()
    for (const mention of mentions) {
      for (const [words, digits] of plain.matchAll(new RegExp(mention, `${mention.flags}g`))) {
        const number = parseWritten(digits!)
        if (!found.has(number)) found.set(number, words)
      }
    }
    return [...found].map(([number, written]) => ({ name, written, number }))
  })
}

/** Every string of a content file's `data`, with its path. */
function textsOf(data: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  if (typeof data === 'string') return [{ path, text: data }]
  if (Array.isArray(data)) return data.flatMap((item, index) => textsOf(item, [...path, index]))
  if (!data || typeof data !== 'object') return []
  const record = data as Record<string, unknown>
  const texts = Object.entries(record).flatMap(([key, item]) => textsOf(item, [...path, key]))
  // A headline figure is its number above its words ("+200" "clientes atendidos"): read
  // together, as the visitor does, and answered at the number.
  if (typeof record.value === 'string' && typeof record.label === 'string') {
    texts.push({ path: [...path, 'value'], text: `${record.value} ${record.label}` })
  }
  return texts
}

/**
 * The problems of a content file whose texts write a promised figure, or the founding
 * year, by hand with another value than the company's, each naming the field, the words
 * and the token to write instead. `label` names a field's path as the editor shows it
 * (`fieldLabel`).
 */
export function figureProblems(
  file: string,
  data: unknown,
  company: CompanyNumbers,
  label: (path: readonly PropertyKey[]) => string,
): ContentProblem[] {
  const problems = new Map<string, ContentProblem>()
  for (const { path, text } of textsOf(data)) {
    for (const { name, written, number } of figureMentions(text)) {
      const fact = checked.find((each) => each.name === name)!
      const value = fact.valueIn(company)
      if (number === value) continue
      const field = label(path)
      problems.set(`${field}|${name}|${number}`, {
        file,
        field,
        problem: `“${written}” não confere com o número da empresa: ${fact.label} é ${fact.show(value)} (${fact.place}). Escreva {${fact.token}} no lugar do número.`,
      })
    }
  }
  return [...problems.values()]
}
