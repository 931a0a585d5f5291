import { readFileSync } from 'node:fs'
import path from 'node:path'

import { fieldLabel } from '@/lib/data-files/read'

import { collections } from '../registry/collections'
import { company, factValues } from './company'
import { entryFigureProblems } from '../entries/entries'
import { caseFolder } from '../schemas/entry-schemas'
import {
  figureMentions,
  figureProblems,
  figures,
  formatFigure,
  foundingYear,
  type CheckedName,
} from './figures'

/** A content file as it is on disk, before any `{…}` is filled in. */
const onDisk = (file: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../..', file), 'utf8')) as unknown

const about = collections.about

/** About's data with its first milestone's text replaced by `text`. */
function aboutSaying(text: string) {
  const data = onDisk(about.file) as { history: { milestones: { description: string }[] } }
  data.history.milestones[0]!.description = text
  return data
}

const problemsOf = (data: unknown) =>
  figureProblems(about.file, data, company, (at) => fieldLabel(about.schema, at))

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

/** The company's value of a figure, or of its founding year, as a text writes it; its token. */
const home = (name: CheckedName) =>
  name === 'foundedYear'
    ? { value: company.foundedYear, show: String, ...foundingYear }
    : { value: company.figures[name], show: formatFigure, ...figures[name] }

/**
 * The ways a text writes each figure out by hand, `#` standing for its number: singular and
 * plural, "h" and "horas", with or without "até" and "no máximo".
 */
const forms: Record<CheckedName, string[]> = {
  savings: [
    'economia de #% nos custos',
    'economia de até #% nos custos com tecnologia',
    '#% de economia',
    'reduz os custos em #%',
    'reduzir os custos com tecnologia em até #%',
    'até #% nos custos',
    'redução de #% nos custos',
    'reduzimos até #% dos gastos',
    'pague #% a menos com custos de TI',
    'custos com TI #% menores',
    'economize #% por mês',
    'com **economia de até #%** nos custos',
  ],
  recoveryHours: [
    'recuperação em até # horas',
    'recuperação dos seus dados em no máximo # horas',
    'recuperar os dados em # horas',
    'restaurados em no máximo # h',
    'o servidor restabelecido em menos de #h',
    'seus arquivos de volta em # hora',
    'tempo de recuperação de # horas',
  ],
  firstResponseHours: [
    'primeira resposta em # hora útil',
    'primeira resposta em até # horas úteis',
    'respondemos em até # horas úteis',
    'respondemos a cada chamado em # horas',
    'atendimento em até #h',
    'retorno em no máximo # horas',
    'chamados atendidos em # h úteis',
  ],
  companiesServed: [
    'mais de # empresas',
    '+# empresas',
    'atendemos # empresas',
    'cuidamos de # empresas em Minas',
    '# empresas atendidas hoje',
  ],
  clients: ['# clientes', 'mais de # clientes desde a fundação', '+# clientes'],
  projects: ['# projetos entregues'],
  satisfaction: ['#% de satisfação'],
  phoneMinutes: ['resolvidos em até # minutos'],
  firstAttempt: ['#% dos chamados resolvidos na primeira tentativa'],
  virusProtection: ['#% de proteção contra vírus'],
  noticeDays: ['aviso prévio de # dias'],
  yearsInBusiness: [
    'há # anos',
    'Há mais de # anos cuidando da TI',
    '# anos de experiência',
    '# anos no mercado',
    'com # ano de mercado',
  ],
  foundedYear: [
    'fundada em #',
    'desde a fundação, em #',
    'Nascemos em #, em Minas',
    'no mercado desde #',
    'a {empresa} cuida da TI de empresas desde #',
    'Desde # cuidando da TI de empresas',
    'Desde #, a {empresa} atende',
  ],
}

const cases = (Object.entries(forms) as [CheckedName, string[]][]).flatMap(([name, texts]) =>
  texts.map((form) => {
    const { value, show, token } = home(name)
    const other = name === 'foundedYear' ? value - 3 : value + 7
    return {
      name,
      form,
      token,
      other,
      text: form.replace('#', show(other)),
      own: form.replace('#', show(value)),
    }
  }),
)

describe.each(cases)('“$form” ($name)', ({ name, token, other, text, own }) => {
  it('is that figure, and no other', () => {
    expect(figureMentions(text).map(({ name, number }) => [name, number])).toEqual([[name, other]])
  })

  it('is refused with another number, naming its token', () => {
    expect(problemsOf(aboutSaying(text))).toEqual([
      expect.objectContaining({ problem: expect.stringContaining(`Escreva {${token}}`) }),
    ])
  })

  it('passes with the company’s number', () => {
    expect(problemsOf(aboutSaying(own))).toEqual([])
  })

  it('passes in a case’s challenge, results and quote, which tell the client’s own numbers', () => {
    const data = {
      title: 'Um case',
      challenge: text,
      results: [{ figure: String(other), label: text }],
      quote: { text, author: 'Ana', role: 'Diretora' },
      body: 'O que foi feito.',
    }
    const entry = { slug: 'um-case', file: 'content/cases/um-case.md', data }
    expect(entryFigureProblems(entry, caseFolder.schema, company)).toEqual([])
    expect(
      entryFigureProblems({ ...entry, data: { ...data, body: text } }, caseFolder.schema, company),
    ).toEqual([expect.objectContaining({ field: 'Solução' })])
  })
})

/**
 * Each family's twins: the same words beside another noun, a date, or a number that is not
 * a promise. None is taken for the company's figure.
 */
const twins: Partial<Record<CheckedName, string[]>> = {
  savings: ['um aumento de 20% nos custos', '20% sobre a remuneração', 'reduz em 80% o risco'],
  recoveryHours: ['recuperar 8 horas de trabalho perdido', 'restauração testada 12 vezes por ano'],
  firstResponseHours: [
    '8 horas de treinamento',
    'a jornada normal de trabalho é de até 8 horas diárias',
    'Monitoramento 24h, 24 horas por dia, todos os dias',
    'atendimento das 8h às 18h',
    'prazo de 3 dias úteis',
  ],
  companiesServed: [
    'mais de 300 computadores',
    'uma pesquisa com 300 empresas',
    '60% das empresas',
  ],
  yearsInBusiness: ['computadores com mais de 5 anos de uso', 'até 2 anos após o último contato'],
  foundedYear: [
    'Em 2018, a LGPD…',
    'Lei nº 13.709/2018',
    'publicado em 2024',
    'a LGPD vale desde 2020',
    'a ANPD foi criada em 2019',
  ],
}

test.each(
  (Object.entries(twins) as [CheckedName, string[]][]).flatMap(([name, texts]) =>
    texts.map((text) => ({ name, text })),
  ),
)('leaves “$text” (beside $name)', ({ text }) => {
  expect(figureMentions(text)).toEqual([])
})

test('names the founding year, outside the figures, by its own place in the editor', () => {
  const year = company.foundedYear - 3
  expect(problemsOf(aboutSaying(`Fundada em ${year}.`))).toEqual([
    expect.objectContaining({
      problem: `“Fundada em ${year}” não confere com o número da empresa: ${foundingYear.label} é ${company.foundedYear} (Dados da empresa). Escreva {${foundingYear.token}} no lugar do número.`,
    }),
  ])
})

test('each figure fills its token in Brazilian notation', () => {
  for (const [name, { token }] of Object.entries(figures)) {
    expect(factValues[token]).toBe(formatFigure(company.figures[name as keyof typeof figures]))
  }
  expect(formatFigure(99.9)).toBe('99,9')
})
