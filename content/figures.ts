import type { ContentProblem } from '@/lib/data-files/read'

/**
 * The figures the company promises ("mais de 12 anos", "até 40% nos custos"), each kept
 * once, in the company's facts (`figures` in the company's file, "Números" in the
 * editor). Texts name a figure by its token, as they name the company: "Há mais de {anos}
 * anos cuidando…". The build refuses a text that writes a figure by hand with another
 * value (`figureMentions`): changing a promise in one place changes every page, and a
 * page left behind stops the publication instead of going live.
 *
 * The home page's client count (+100 companies) and the about page's (+200 clients) are
 * two figures, as the product states them.
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
   * How a text writes this figure out by hand; the first group is the number. Each pattern
   * needs the words around the number, so that other numbers ("até 2 anos após o último
   * contato") are not taken for it.
   */
  mentions: readonly RegExp[]
}

export const figures = {
  yearsInBusiness: {
    token: 'anos',
    label: 'Anos de experiência',
    example: '“Há mais de {anos} anos cuidando da TI de empresas”',
    max: 200,
    mentions: [
      /(\d+)\s+anos\s+(?:de\s+experiência|de\s+mercado|no\s+mercado|de\s+atuação|de\s+história|cuidando|atendendo)/i,
      /(?:mais\s+de|há|são)\s+(\d+)\s+anos/i,
    ],
  },
  companiesServed: {
    token: 'empresasAtendidas',
    label: 'Empresas atendidas (página inicial)',
    example: '“+{empresasAtendidas} empresas atendidas”',
    max: 1_000_000,
    mentions: [/(\d+)\s+empresas\s+atendidas/i],
  },
  clients: {
    token: 'clientes',
    label: 'Clientes atendidos (página Sobre)',
    example: '“mais de {clientes} clientes”',
    max: 1_000_000,
    mentions: [/(\d+)\s+clientes/i],
  },
  projects: {
    token: 'projetos',
    label: 'Projetos entregues',
    example: '“{projetos} projetos entregues”',
    max: 1_000_000,
    mentions: [/(\d+)\s+projetos/i],
  },
  satisfaction: {
    token: 'satisfacao',
    label: 'Satisfação dos clientes (%)',
    example: '“{satisfacao}% de satisfação”',
    max: 100,
    mentions: [/(\d+)\s*%\s+de\s+satisfação/i],
  },
  firstResponseHours: {
    token: 'horasParaResponder',
    label: 'Primeira resposta em até (horas úteis)',
    example: '“primeira resposta em até {horasParaResponder} horas úteis”',
    max: 72,
    mentions: [
      /primeira\s+resposta\s+em\s+até\s+(\d+)\s*(?:h\b|horas?)/i,
      /(\d+)\s*(?:h|horas?)\s+úteis/i,
    ],
  },
  phoneMinutes: {
    token: 'minutosAoTelefone',
    label: 'Solução por telefone ou acesso remoto (minutos, em média)',
    example: '“em {minutosAoTelefone} minutos, em média”',
    max: 600,
    mentions: [/em\s+(?:até\s+)?(\d+)\s+minutos/i],
  },
  firstAttempt: {
    token: 'resolvidosNaPrimeira',
    label: 'Chamados resolvidos na primeira tentativa (%)',
    example: '“{resolvidosNaPrimeira}% dos chamados resolvidos na primeira tentativa”',
    max: 100,
    mentions: [/(\d+)\s*%\s+d[oa]s\s+(?:chamados|problemas|casos|solicitações)/i],
  },
  recoveryHours: {
    token: 'horasParaRecuperar',
    label: 'Recuperação dos dados em no máximo (horas)',
    example: '“recuperação em no máximo {horasParaRecuperar} horas”',
    max: 720,
    mentions: [/no\s+máximo\s+(\d+)\s*(?:h\b|horas?)/i],
  },
  virusProtection: {
    token: 'protecaoContraVirus',
    label: 'Proteção contra vírus (%)',
    example: '“{protecaoContraVirus}% de proteção contra vírus”',
    max: 100,
    decimal: true,
    mentions: [/(\d+(?:,\d+)?)\s*%\s+de\s+proteção/i],
  },
  savings: {
    token: 'economia',
    label: 'Economia nos custos com tecnologia, até (%)',
    example: '“economia de até {economia}% nos custos com tecnologia”',
    max: 100,
    mentions: [/economia\s+de\s+até\s+(\d+)\s*%/i, /até\s+(\d+)\s*%\s+n[oa]s?\s+custos/i],
  },
  noticeDays: {
    token: 'diasDeAviso',
    label: 'Aviso prévio para cancelar (dias)',
    example: '“aviso prévio de {diasDeAviso} dias”',
    max: 365,
    mentions: [/aviso\s+prévio\s+de\s+(\d+)\s+dias/i],
  },
} as const satisfies Record<string, Figure>

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

/** A figure a text writes out by hand, as its words have it: "13 anos cuidando". */
export type FigureMention = { name: FigureName; written: string; number: number }

/** "99,9" or "1.000" as a number. */
const parseWritten = (digits: string) => Number(digits.replace(/\./g, '').replace(',', '.'))

/**
 * Every figure `text` writes out by hand instead of naming its token, once per figure and
 * number even where two of its patterns find it.
 */
export function figureMentions(text: string): FigureMention[] {
  return entries.flatMap(([name, { mentions }]) => {
    const found = new Map<number, string>()
    for (const mention of mentions) {
      for (const [written, digits] of text.matchAll(new RegExp(mention.source, 'gi'))) {
        const number = parseWritten(digits!)
        if (!found.has(number)) found.set(number, written)
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
 * The problems of a content file whose texts write a promised figure by hand with another
 * value than `values` (the company's), each naming the field, the words and the figure.
 * `label` names a field's path as the editor shows it (`fieldLabel`).
 */
export function figureProblems(
  file: string,
  data: unknown,
  values: FigureValues,
  label: (path: readonly PropertyKey[]) => string,
): ContentProblem[] {
  const problems = new Map<string, ContentProblem>()
  for (const { path, text } of textsOf(data)) {
    for (const { name, written, number } of figureMentions(text)) {
      const figure = figures[name]
      if (number === values[name]) continue
      const field = label(path)
      problems.set(`${field}|${name}|${number}`, {
        file,
        field,
        problem: `“${written}” não confere com o número da empresa: ${figure.label} é ${formatFigure(values[name])} (Dados da empresa › Números). Escreva {${figure.token}} no lugar do número.`,
      })
    }
  }
  return [...problems.values()]
}
