/**
 * Where a content file stopped being valid JSON, and why, in words the company's staff
 * can act on: a file edited by hand on GitHub most often keeps a comma after its last
 * item, or loses one between two. Node's own message is in English, gives a character
 * position, and for a comma before "]" gives none.
 */

/** The first thing wrong in a JSON text: its line and column (from 1), and what it is. */
export type JsonProblem = { line: number; column: number; problem: string }

class Stop extends Error {
  constructor(
    readonly at: number,
    readonly problem: string,
  ) {
    super(problem)
  }
}

const END = 'o arquivo termina antes da hora: falta fechar um “}” ou um “]”'
const trailingComma = (closing: string) =>
  `há uma vírgula sobrando antes de “${closing}”: o último item não leva vírgula depois`
const MISSING_COMMA = 'falta uma vírgula entre este item e o anterior'
const UNQUOTED_NAME = 'o nome do campo precisa estar entre aspas duplas, como em "name"'
const MISSING_COLON = 'falta o sinal de dois-pontos (:) entre o nome do campo e o valor'
const UNCLOSED_TEXT =
  'um texto entre aspas não foi fechado (ou tem uma quebra de linha no meio): feche as aspas'
const BAD_ESCAPE = 'uma barra invertida (\\) dentro do texto precisa ser escrita \\\\'
const BAD_VALUE =
  'valor inválido: textos vão entre aspas duplas ("…"); sim e não são true e false; números, sem aspas'
const AFTER_END = 'há algo depois do fim do arquivo (o último “}”)'

const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y

/** Reads `text` as JSON's grammar does, and throws a Stop at the first thing wrong. */
function scan(text: string) {
  let i = 0
  const stop = (at: number, problem: string): never => {
    throw new Stop(at, problem)
  }
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++
  }
  const string = () => {
    const start = i
    i++
    for (;;) {
      const character = text[i]
      if (character === undefined || character < ' ') stop(start, UNCLOSED_TEXT)
      if (character === '"') {
        i++
        return
      }
      if (character === '\\') {
        if (!/^(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/.test(text.slice(i + 1, i + 6))) stop(i, BAD_ESCAPE)
        i += text[i + 1] === 'u' ? 6 : 2
      } else {
        i++
      }
    }
  }
  /** The items of an object or a list, up to its `closing` bracket. */
  const items = (closing: '}' | ']', item: () => void) => {
    i++
    space()
    if (text[i] === closing) {
      i++
      return
    }
    for (;;) {
      item()
      space()
      if (text[i] === closing) {
        i++
        return
      }
      if (text[i] !== ',') stop(i, i >= text.length ? END : MISSING_COMMA)
      const comma = i
      i++
      space()
      if (text[i] === closing) stop(comma, trailingComma(closing))
    }
  }
  const value = (): void => {
    space()
    const character = text[i]
    if (character === undefined) return stop(i, END)
    if (character === '{') {
      return items('}', () => {
        space()
        if (text[i] !== '"') stop(i, i >= text.length ? END : UNQUOTED_NAME)
        string()
        space()
        if (text[i] !== ':') stop(i, MISSING_COLON)
        i++
        value()
      })
    }
    if (character === '[') return items(']', value)
    if (character === '"') return string()
    number.lastIndex = i
    if (number.test(text)) {
      i = number.lastIndex
      return
    }
    const word = ['true', 'false', 'null'].find((name) => text.startsWith(name, i))
    if (!word) return stop(i, BAD_VALUE)
    i += word.length
  }
  value()
  space()
  if (i < text.length) stop(i, AFTER_END)
}

/** The line and column, from 1, of the character at `offset`. */
function position(text: string, offset: number) {
  const before = text.slice(0, offset).split('\n')
  return { line: before.length, column: before.at(-1)!.length + 1 }
}

/** What is wrong with `text` as JSON, with its line, or nothing when it is valid. */
export function jsonProblem(text: string): JsonProblem | undefined {
  try {
    JSON.parse(text)
    return undefined
  } catch (error) {
    try {
      scan(text)
    } catch (stop) {
      if (stop instanceof Stop) return { ...position(text, stop.at), problem: stop.problem }
      throw stop
    }
    // The grammar above is JSON's; if it found nothing, say what the parser said.
    return { line: 1, column: 1, problem: `não é um JSON válido (${(error as Error).message})` }
  }
}
