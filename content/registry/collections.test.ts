import { readFileSync } from 'node:fs'
import path from 'node:path'

import { collections, folders } from './collections'
import { hasExampleSwitch } from '../schemas/field-kinds'
import { testimonialSchema } from '../schemas/testimonials-schema'

import { ContentError, contentProblems, readContent } from '@/lib/data-files/read'

/** A content file as it is on disk. */
const onDisk = (file: string) =>
  JSON.parse(readFileSync(path.join(__dirname, '../..', file), 'utf8')) as Record<string, unknown>

const company = onDisk(collections.company.file) as {
  address: Record<string, unknown>
  [key: string]: unknown
}
const faq = onDisk(collections.faq.file) as { items: { question: string; answer: string }[] }

describe('contentProblems', () => {
  it.each(Object.values(collections))('finds nothing wrong with $file', ({ file, schema }) => {
    expect(contentProblems(file, schema, onDisk(file))).toEqual([])
  })

  it('lists every malformed fact at once, each by the name the editor sees', () => {
    const broken = {
      ...company,
      cnpj: '11.222.333/0001-80',
      whatsapp: '(21) 88765-4321',
      address: { ...company.address, postalCode: '301300' },
    }
    const { file, schema } = collections.company
    expect(contentProblems(file, schema, broken)).toEqual([
      {
        file,
        field: 'CNPJ',
        problem: expect.stringMatching(/dígitos verificadores .* terminaria em -81/),
      },
      { file, field: 'WhatsApp', problem: expect.stringMatching(/só celulares têm 9/) },
      { file, field: 'Endereço › CEP', problem: 'precisa estar no formato 00000-000' },
    ])
  })

  it('names the entry of a list, and says what each rule asks', () => {
    const items = [...faq.items]
    items[1] = { question: '', answer: 'x'.repeat(501) }
    items[2] = { ...items[2]!, answer: 'Atendemos em {bairro}.' }
    const { file, schema } = collections.faq
    expect(contentProblems(file, schema, { ...faq, items, extra: 1 })).toEqual([
      { file, field: 'Perguntas › Pergunta 2 › Pergunta', problem: 'não pode ficar vazio' },
      {
        file,
        field: 'Perguntas › Pergunta 2 › Resposta',
        problem: 'tem 501 caracteres; o máximo é 500 caracteres',
      },
      {
        file,
        field: 'Perguntas › Pergunta 3 › Resposta',
        problem: expect.stringMatching(
          /^\{bairro\} não é um dado da empresa\. Para repetir um dado da empresa, escreva \{empresa\}, .*\{anos\}/,
        ),
      },
      { file, field: 'Dúvidas mais comuns', problem: 'o campo extra não existe' },
    ])
  })

  it('says when a field is missing or a list is too long', () => {
    const { file, schema } = collections.faq
    const withoutNote: Record<string, unknown> = { ...faq }
    delete withoutNote.note
    const items = Array.from({ length: 13 }, () => faq.items[0]!)
    expect(contentProblems(file, schema, { ...withoutNote, items })).toEqual([
      { file, field: 'Perguntas', problem: 'pode ter no máximo 12 itens' },
      { file, field: 'Observação ao fim', problem: 'está faltando' },
    ])
  })
})

describe('the pages’ rules', () => {
  it('offers an icon from its list, named as the editor names them', () => {
    const home = structuredClone(onDisk(collections.home.file)) as {
      services: { cards: { icon: string }[] }
    }
    home.services.cards[0]!.icon = 'rocket'
    const { file, schema } = collections.home
    expect(contentProblems(file, schema, home)).toEqual([
      {
        file,
        field: 'Serviços › Cartões › Cartão 1 › Ícone',
        problem: expect.stringMatching(/^precisa ser um destes: .*Nuvem, .*Pessoas/),
      },
    ])
  })
})

describe('the privacy policy’s rules', () => {
  type Block = { kind: string; [field: string]: unknown }
  type Policy = { sections: { id: string; title: string; blocks: Block[] }[] }
  const { file, schema } = collections.privacy
  /** The policy on disk, changed by `edit`. */
  const edited = (edit: (policy: Policy) => void) => {
    const policy = structuredClone(onDisk(file)) as unknown as Policy
    edit(policy)
    return contentProblems(file, schema, policy)
  }
  const tableOf = (policy: Policy, caption: string) =>
    policy.sections
      .flatMap(({ blocks }) => blocks)
      .find((block) => block.kind === 'table' && block.caption === caption) as Block & {
      rows: { cells: string[] }[]
    }

  it('names a field inside a block by the block’s form', () => {
    expect(
      edited((policy) => {
        policy.sections[1]!.blocks[0] = { kind: 'paragraph', text: '' }
        policy.sections[2]!.blocks[0] = { kind: 'aviso', text: 'x' }
      }),
    ).toEqual([
      {
        file,
        field: 'Seções › Seção 2 › Blocos › Bloco 1 › Texto',
        problem: 'não pode ficar vazio',
      },
      {
        file,
        field: 'Seções › Seção 3 › Blocos › Bloco 1 › Tipo',
        problem:
          'precisa ser um destes: Parágrafo, Lista, Termos explicados, Tabela, Frase com link',
      },
    ])
  })

  it('refuses a table row with a cell too few, and an anchor used twice', () => {
    expect(
      edited((policy) => {
        tableOf(policy, 'Cookies e dados guardados no navegador').rows[1]!.cells.pop()
        policy.sections[1]!.id = policy.sections[0]!.id
      }),
    ).toEqual([
      {
        file,
        field: expect.stringMatching(/^Seções › Seção \d+ › Blocos › Bloco \d+$/),
        problem: 'a linha 2 tem 3 células, e a tabela tem 4 colunas',
      },
      {
        file,
        field: 'Política de privacidade',
        problem: 'a âncora controlador aparece em mais de uma seção',
      },
    ])
  })

  it('refuses a policy that stops naming what the site stores in the browser', () => {
    expect(
      edited((policy) => {
        const cookies = tableOf(policy, 'Cookies e dados guardados no navegador')
        cookies.rows = cookies.rows.filter(({ cells: [name] }) => name !== '{chaveRascunho}')
      }),
    ).toEqual([
      {
        file,
        field: 'Política de privacidade',
        problem:
          'precisa citar {chaveRascunho}: são os nomes do que o site guarda no navegador, e a política deve informar cada um',
      },
    ])
  })

  it('allows the storage names in the policy only', () => {
    const faqWithStorage = { ...faq, note: 'Guardamos {chaveRascunho}.' }
    expect(contentProblems(collections.faq.file, collections.faq.schema, faqWithStorage)).toEqual([
      {
        file: collections.faq.file,
        field: 'Observação ao fim',
        problem: expect.stringMatching(/^\{chaveRascunho\} não é um dado da empresa\./),
      },
    ])
  })
})

describe('readContent', () => {
  it('fills in the facts a text names', () => {
    const { items } = readContent(collections.faq, faq, {
      empresa: 'Empresa',
      cidade: 'Cidade',
      regiaoDeVisita: 'Região Teste',
    })
    expect(items[1]!.answer).toMatch(/no mesmo dia em Região Teste\.$/)
  })

  it('stops with every problem, in Portuguese', () => {
    const read = () => readContent(collections.faq, { ...faq, title: '' })
    expect(read).toThrow(ContentError)
    expect(read).toThrow(
      'Conteúdo com erro; corrija e publique de novo (em /admin/ ou no arquivo):\n  - content/data/faq.json, Título da seção: não pode ficar vazio',
    )
  })
})

describe('the switch "É um exemplo"', () => {
  it('is in every file and folder that speaks in the company’s name, so the release lists it', () => {
    const without = Object.entries(collections)
      .filter(([, { schema }]) => !hasExampleSwitch(schema))
      .map(([name]) => name)
    // The search page says what the site holds, not what the company does; each testimonial
    // has its own switch; the policy has its own, "Ainda não conferida"; the company's facts
    // are confirmed one by one, in "Dados ainda de exemplo".
    expect(without).toEqual(['search', 'testimonials', 'privacy', 'company'])
    expect(hasExampleSwitch(testimonialSchema)).toBe(true)
    expect(Object.values(folders).filter(({ schema }) => !hasExampleSwitch(schema))).toEqual([])
  })
})
