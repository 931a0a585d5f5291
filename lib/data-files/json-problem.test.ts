import { jsonProblem } from './json-problem'

describe('jsonProblem', () => {
  it('finds nothing wrong with valid JSON', () => {
    expect(jsonProblem('{ "a": [1, -2.5e3, "x\\n", true, null] }\n')).toBeUndefined()
  })

  it('says where a comma is left after the last item, which Node does not for a list', () => {
    const list = '{\n  "examples": [\n    "phone",\n  ]\n}\n'
    expect(jsonProblem(list)).toEqual({
      line: 3,
      column: 12,
      problem: expect.stringMatching(/^há uma vírgula sobrando antes de “\]”/),
    })
    const object = '{\n  "name": "Ana",\n  "example": false,\n}\n'
    expect(jsonProblem(object)).toMatchObject({ line: 3, column: 19 })
  })

  it.each([
    ['{\n  "a": 1\n  "b": 2\n}', 3, 3, /falta uma vírgula/],
    ['{\n  "a": "sem fim\n}', 2, 8, /não foi fechado/],
    ['{\n  a: 1\n}', 2, 3, /entre aspas duplas/],
    ['{\n  "a" 1\n}', 2, 7, /dois-pontos/],
    ['{\n  "a": sim\n}', 2, 8, /valor inválido/],
    ['{\n  "a": 1\n', 3, 1, /termina antes da hora/],
    ['{ "a": 1 }\n}', 2, 1, /depois do fim/],
  ])('locates and explains %j', (text, line, column, problem) => {
    expect(jsonProblem(text)).toEqual({ line, column, problem: expect.stringMatching(problem) })
  })
})
