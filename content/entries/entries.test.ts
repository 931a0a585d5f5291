import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { fieldLabel } from '@/lib/data-files/read'

import { company } from '../company/company'
import { folders } from '../registry/collections'
import {
  draftProblems,
  emptyFolderProblems,
  entryFigureProblems,
  folderFigureProblems,
  folderProblems,
  readEntries,
  readFolder,
  type RawEntry,
} from './entries'
import { caseFolder, postFolder, serviceFolder } from '../schemas/entry-schemas'
import { figures } from '../company/figures'

const post = (fields: string, body = '## Seção\n\nTexto do artigo.') =>
  `---\n${fields}\n---\n\n${body}\n`

const validFields = `title: Um artigo
summary: Um resumo.
cover:
  src: /images/blog/capa.jpg
  alt: Um servidor
author:
  name: Equipe {empresa}
  role: Especialistas
published: 2026-10-07
category: gestao-de-ti`

let folder: string
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'entries-'))
})
afterEach(() => rmSync(folder, { recursive: true, force: true }))

const write = (name: string, text: string) => writeFileSync(path.join(folder, name), text)
const problemsOf = () => folderProblems({ ...postFolder, folder })

describe('a folder of posts', () => {
  it('reads each file’s fields and its body, named by the file, with facts filled in', () => {
    write('um-artigo.md', post(validFields))
    const [entry] = readEntries({ ...postFolder, folder }, { empresa: 'Horizonte TI' })
    expect(entry).toMatchObject({
      slug: 'um-artigo',
      title: 'Um artigo',
      published: '2026-10-07',
      author: { name: 'Equipe Horizonte TI' },
      body: '## Seção\n\nTexto do artigo.',
    })
  })

  it('keeps a horizontal rule of the body in the body', () => {
    write('um-artigo.md', post(validFields, 'Antes\n\n---\n\nDepois'))
    expect(readEntries({ ...postFolder, folder }, {})[0]!.body).toBe('Antes\n\n---\n\nDepois')
  })

  it('names the file and the field of every problem, in Portuguese', () => {
    write('sem-capa.md', post(validFields.replace('  alt: Um servidor', '  alt: ""')))
    write('Com Acento.md', post(validFields))
    write('sem-campos.md', 'Só texto.')
    write('yaml-quebrado.md', post(`${validFields}\ntitle: [aberto`))
    expect(problemsOf()).toEqual([
      {
        file: `${folder}/Com Acento.md`,
        field: 'o arquivo',
        problem: expect.stringContaining('só letras minúsculas sem acento'),
      },
      {
        file: `${folder}/sem-campos.md`,
        field: 'o arquivo',
        problem: 'precisa começar pelos campos, entre duas linhas com ---',
      },
      {
        file: `${folder}/sem-capa.md`,
        field: 'Imagem de capa › Texto alternativo',
        problem: 'está faltando',
      },
      {
        file: `${folder}/yaml-quebrado.md`,
        field: 'o arquivo',
        problem: expect.stringMatching(/não estão no formato nome: valor \(linha \d+\)/),
      },
    ])
  })

  it('refuses a day that does not exist and an update before the publication', () => {
    write('datas.md', post(validFields.replace('published: 2026-10-07', 'published: 2026-02-30')))
    expect(problemsOf().map(({ field, problem }) => `${field}: ${problem}`)).toEqual([
      'Publicado em: não é uma data que existe',
    ])
    write('datas.md', post(`${validFields}\nupdated: 2026-10-01`))
    expect(problemsOf().map(({ problem }) => problem)).toEqual([
      'a data de atualização precisa ser depois da de publicação',
    ])
  })

  it('takes a field the editor emptied (written as "") for one left out', () => {
    write('limpo.md', post(`${validFields}\nupdated: ""`))
    expect(problemsOf()).toEqual([])
    expect(readEntries({ ...postFolder, folder }, {})[0]).not.toHaveProperty('updated')
  })

  it('refuses a category the blog does not have', () => {
    write('categoria.md', post(validFields.replace('gestao-de-ti', 'receitas')))
    expect(problemsOf()).toEqual([
      expect.objectContaining({
        field: 'Categoria',
        problem: expect.stringContaining('Gestão de TI'),
      }),
    ])
  })
})

/** A case's fields, with `results` as given (YAML list items). */
const caseFields = (results: string) => `title: Um case
client: Cliente
sector: Saúde
summary: Resumo.
challenge: O desafio.
results:
${results}
quote:
  text: Ótimo.
  author: Ana
  role: Diretora
published: 2026-08-20`

describe('a folder of cases', () => {
  it('accepts a case without a logo, but not a logo without its text', () => {
    const fields = `${caseFields('  - figure: 40%\n    label: a menos')}\nexample: true`
    write('um-case.md', post(fields))
    expect(folderProblems({ ...caseFolder, folder })).toEqual([])
    // A logo chosen, then removed in the editor.
    write('um-case.md', post(`${fields}\nlogo:\n  src: ""\n  alt: ""`))
    expect(folderProblems({ ...caseFolder, folder })).toEqual([])
    write('um-case.md', post(`${fields}\nlogo:\n  src: /images/cases/logo.png`))
    expect(folderProblems({ ...caseFolder, folder })).toEqual([
      expect.objectContaining({
        field: 'Logotipo do cliente',
        problem: 'falta o texto alternativo: escreva o que a imagem mostra',
      }),
    ])
  })
})

describe('the figures a post writes by hand', () => {
  const { yearsInBusiness, satisfaction, firstResponseHours } = company.figures
  const figuresOf = () => folderFigureProblems({ ...postFolder, folder }, company)

  it('are refused, in its text and its fields, when they are not the company’s', () => {
    write(
      'um-artigo.md',
      post(
        validFields.replace('summary: Um resumo.', `summary: ${satisfaction + 1}% de satisfação.`),
        `Há mais de ${yearsInBusiness + 3} anos cuidando de TI, com resposta em até ${firstResponseHours + 4} horas úteis.`,
      ),
    )
    expect(figuresOf()).toEqual([
      expect.objectContaining({
        field: 'Resumo',
        problem: expect.stringContaining('{satisfacao}'),
      }),
      expect.objectContaining({ field: 'Texto', problem: expect.stringContaining('{anos}') }),
      expect.objectContaining({
        field: 'Texto',
        problem: expect.stringContaining('{horasParaResponder}'),
      }),
    ])
  })

  it('pass when they are the company’s, or named by their token', () => {
    write(
      'um-artigo.md',
      post(
        validFields,
        `Há mais de ${yearsInBusiness} anos, com resposta em até {horasParaResponder} horas úteis.`,
      ),
    )
    expect(figuresOf()).toEqual([])
  })
})

describe('a figure written by hand at the end of a shipped entry', () => {
  const { savings, recoveryHours, companiesServed, firstResponseHours } = company.figures
  /** Each phrase the check once let through, with a number that is not the company's. */
  const phrases = [
    { figure: figures.savings, text: `economia de ${savings + 10}% nos custos` },
    { figure: figures.recoveryHours, text: `recuperação em até ${recoveryHours + 4} horas` },
    { figure: figures.companiesServed, text: `mais de ${companiesServed + 200} empresas` },
    {
      figure: figures.firstResponseHours,
      text: `primeira resposta em ${firstResponseHours + 1} hora útil`,
    },
  ]
  /** The entry with `text` appended to its body, in memory. */
  const appending = (entry: RawEntry, text: string) => {
    const data = entry.data as { body: string }
    return { ...entry, data: { ...data, body: `${data.body}\n\n${text}` } }
  }

  it.each(phrases)('stops a post that ends with “$text”, naming its file', ({ figure, text }) => {
    const [post] = readFolder(postFolder.folder)
    expect(entryFigureProblems(post!, postFolder.schema, company)).toEqual([])
    expect(entryFigureProblems(appending(post!, text), postFolder.schema, company)).toEqual([
      {
        file: post!.file,
        field: 'Texto',
        problem: expect.stringContaining(`Escreva {${figure.token}}`),
      },
    ])
  })

  it('stops a service’s page, in its text and in its promises', () => {
    const [page] = readFolder(serviceFolder.folder)
    const { text } = phrases[0]!
    const data = page!.data as { promises: string[]; body: string }
    const entry = {
      ...page!,
      data: { ...data, promises: [...data.promises, text], body: `${data.body}\n\n${text}` },
    }
    expect(
      entryFigureProblems(entry, serviceFolder.schema, company).map(({ field }) => field),
    ).toEqual([fieldLabel(serviceFolder.schema, ['promises', data.promises.length]), 'Texto'])
  })
})

describe('a draft', () => {
  const draft = (body: string) => post(`${validFields}\ndraft: true`, body)
  const { yearsInBusiness } = company.figures

  it('with a problem stops nothing: it is reported apart and left out of the entries', () => {
    write('pronto.md', post(validFields))
    write('rascunho.md', draft(`Há mais de ${yearsInBusiness + 3} anos cuidando de TI.`))
    write(
      'rascunho-sem-capa.md',
      post(`${validFields.replace('  alt: Um servidor', '  alt: ""')}\ndraft: true`),
    )
    expect(problemsOf()).toEqual([])
    expect(folderFigureProblems({ ...postFolder, folder }, company)).toEqual([])
    expect(draftProblems({ ...postFolder, folder }, company)).toEqual([
      expect.objectContaining({ file: `${folder}/rascunho-sem-capa.md` }),
      expect.objectContaining({
        file: `${folder}/rascunho.md`,
        problem: expect.stringContaining('{anos}'),
      }),
    ])
    expect(readEntries({ ...postFolder, folder }, {}).map(({ slug }) => slug)).toEqual([
      'pronto',
      'rascunho',
    ])
  })
})

test("a case's results are its client's figures: the company's are checked only in its text", () => {
  const years = company.figures.yearsInBusiness + 3
  const fields = caseFields(
    `  - figure: '${years}'\n    label: há mais de ${years} anos com o mesmo ERP, agora atualizado`,
  )
  write('um-case.md', post(fields, `Somos parceiros há mais de ${years} anos.`))
  expect(folderFigureProblems({ ...caseFolder, folder }, company)).toEqual([
    expect.objectContaining({ field: 'Solução', problem: expect.stringContaining('{anos}') }),
  ])
})

test('a folder with nothing to publish stops the build, naming it as the editor does', () => {
  expect(emptyFolderProblems(folders.servicePages, 1)).toEqual([])
  expect(emptyFolderProblems(folders.servicePages, 0)).toEqual([
    {
      file: 'content/services',
      field: 'Serviços: páginas',
      problem: expect.stringMatching(/^não há nenhuma entrada publicada: publique pelo menos uma/),
    },
  ])
})
