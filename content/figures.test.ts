import { readFileSync } from 'node:fs'
import path from 'node:path'

import { fieldLabel } from '@/lib/data-files/read'

import { collections } from './collections'
import { company, factValues } from './company'
import { figureMentions, figureProblems, figures, formatFigure } from './figures'

/** A content file as it is on disk, before any `{…}` is filled in. */
const onDisk = (file: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', file), 'utf8')) as unknown

const about = collections.about

/** About's data with its first milestone's text replaced by `text`. */
function aboutSaying(text: string) {
  const data = onDisk(about.file) as { history: { milestones: { description: string }[] } }
  data.history.milestones[0]!.description = text
  return data
}

const problemsOf = (data: unknown) =>
  figureProblems(about.file, data, company.figures, (at) => fieldLabel(about.schema, at))

describe('figureProblems', () => {
  it('refuses a figure written by hand with another value, naming the field, the words and the figure', () => {
    const years = figures.yearsInBusiness
    expect(problemsOf(aboutSaying('Já são 13 anos cuidando da TI de empresas.'))).toEqual([
      {
        file: about.file,
        field: 'História › Marcos › Marco 1 › Texto',
        problem: `“13 anos cuidando” não confere com o número da empresa: ${years.label} é ${company.figures.yearsInBusiness} (Dados da empresa › Números). Escreva {${years.token}} no lugar do número.`,
      },
    ])
  })

  it('lets the token stand, and a figure written by hand that agrees with its home', () => {
    const { yearsInBusiness } = company.figures
    expect(problemsOf(aboutSaying('Já são {anos} anos cuidando da TI de empresas.'))).toEqual([])
    expect(
      problemsOf(aboutSaying(`Já são ${yearsInBusiness} anos cuidando da TI de empresas.`)),
    ).toEqual([])
  })

  it('reads a headline figure with its words, and answers at its number', () => {
    const data = onDisk(about.file) as { stats: { stats: { value: string; label: string }[] } }
    const projects = data.stats.stats.find(({ label }) => /projetos/.test(label))!
    projects.value = `+${company.figures.projects + 1}`
    expect(problemsOf(data)).toEqual([
      expect.objectContaining({
        field: expect.stringMatching(/^Números › Números › Número \d › Número$/),
        problem: expect.stringContaining(`{${figures.projects.token}}`),
      }),
    ])
  })

  it('finds each figure in the words the site uses for it, and not in other numbers', () => {
    expect(figureMentions('até 2 anos após o último contato, por até 14 meses')).toEqual([])
    expect(
      figureMentions(
        'Economia de até 35% nos custos; 90% dos chamados resolvidos; 99,5% de proteção contra vírus; aviso prévio de 60 dias; primeira resposta em até 3 horas úteis',
      ).map(({ name, number }) => [name, number]),
    ).toEqual([
      ['firstResponseHours', 3],
      ['firstAttempt', 90],
      ['virusProtection', 99.5],
      ['savings', 35],
      ['noticeDays', 60],
    ])
  })
})

test('each figure fills its token in Brazilian notation', () => {
  for (const [name, { token }] of Object.entries(figures)) {
    expect(factValues[token]).toBe(formatFigure(company.figures[name as keyof typeof figures]))
  }
  expect(formatFigure(99.9)).toBe('99,9')
})
