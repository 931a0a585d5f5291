import {
  counted,
  flag,
  form,
  formatted,
  group,
  list,
  storageTokens,
  text,
  tokenProblem,
  variants,
} from './field-kinds'
import { pageKind } from './page-kinds'

/**
 * The privacy policy's text, in sections of blocks: paragraphs, lists, explained terms,
 * tables and sentences that end in a link. Its texts may repeat the
 * company's facts and the names of what the site keeps in the browser as `{…}`, so the
 * policy always states them as they are. The build refuses a policy that stops naming one
 * of those: the LGPD asks the site to tell visitors what it stores.
 */

/** A text of the policy, which may name facts and storage as `{…}`. */
const policyText = (
  label: string,
  max: number,
  { multiline = true, hint }: { multiline?: boolean; hint?: string } = {},
) => text(label, max, { multiline, hint, tokens: 'policy' })

const paragraph = form(
  'paragraph',
  'Parágrafo',
  { text: policyText('Texto', 1200) },
  { summary: '{{fields.text}}' },
)

const bulletList = form('list', 'Lista', {
  items: list('Itens', policyText('Item', 400), { min: 1, max: 20, itemLabel: 'Item' }),
})

const terms = form('terms', 'Termos explicados', {
  items: list(
    'Termos',
    group(
      'Termo',
      {
        term: policyText('Termo', 80, {
          multiline: false,
          hint: 'Em negrito, antes da explicação.',
        }),
        text: policyText('Explicação', 800),
      },
      { summary: '{{fields.term}}' },
    ),
    { min: 1, max: 12, itemLabel: 'Termo' },
  ),
})

const cells = (count: number) => counted(count, 'célula', 'células')

const table = form(
  'table',
  'Tabela',
  {
    caption: policyText('Legenda', 80, { multiline: false, hint: 'Lida antes da tabela.' }),
    head: list('Colunas', policyText('Coluna', 40, { multiline: false }), {
      min: 2,
      max: 5,
      itemLabel: 'Coluna',
      hint: 'O título de cada coluna.',
    }),
    rows: list(
      'Linhas',
      group(
        'Linha',
        {
          cells: list('Células', policyText('Célula', 400), {
            min: 2,
            max: 5,
            itemLabel: 'Célula',
            hint: 'Uma por coluna, na mesma ordem.',
          }),
        },
        { summary: '{{fields.cells}}' },
      ),
      { min: 1, max: 20, itemLabel: 'Linha' },
    ),
  },
  {
    summary: '{{fields.caption}}',
    check: ({ head, rows }) => {
      const uneven = rows.findIndex((row) => row.cells.length !== head.length)
      return uneven === -1
        ? undefined
        : `a linha ${uneven + 1} tem ${cells(rows[uneven]!.cells.length)}, e a tabela tem ${head.length} colunas`
    },
  },
)

const link = form(
  'link',
  'Frase com link',
  {
    text: policyText('Texto antes do link', 400),
    label: policyText('Texto do link', 80, { multiline: false }),
    href: formatted('Endereço do link', /^(mailto:|https:\/\/)\S+$/, 'https://… ou mailto:…', {
      hint: 'Para um e-mail, mailto: e o endereço: mailto:{emailEncarregado}.',
      check: (value) => tokenProblem(value, 'policy'),
    }),
  },
  { summary: '{{fields.label}}' },
)

const section = group(
  'Seção',
  {
    id: formatted('Âncora', /^[a-z0-9]+(-[a-z0-9]+)*$/, 'palavras-em-minusculas-com-hifens', {
      hint: 'O fim do endereço que leva direto à seção (…/politica-de-privacidade/#cookies): letras minúsculas sem acento, números e hífens. Mudar a âncora quebra links já compartilhados.',
    }),
    title: policyText('Título', 90, { multiline: false }),
    blocks: variants('Blocos', [paragraph, bulletList, terms, table, link], {
      min: 1,
      max: 12,
      itemLabel: 'Bloco',
    }),
  },
  { summary: '{{fields.title}}' },
)

export const privacySchema = group(
  'Política de privacidade',
  {
    title: text('Título', 90),
    intro: policyText('Introdução', 600),
    lastUpdatedLabel: text('Antes da data da última atualização', 40),
    contentsTitle: text('Título do sumário', 40),
    sections: list('Seções', section, { min: 1, max: 20, itemLabel: 'Seção' }),
    example: flag(
      'Ainda não conferida',
      'Desligue quando quem responde pela empresa perante a LGPD tiver conferido cada destinatário, país, garantia e prazo desta política (docs/lancamento.md, passo 4); o site não vai ao ar antes disso.',
    ),
  },
  {
    check: (policy) => {
      const ids = policy.sections.map(({ id }) => id)
      const repeated = ids.find((id, index) => ids.indexOf(id) !== index)
      if (repeated) return `a âncora ${repeated} aparece em mais de uma seção`
      const written = JSON.stringify(policy)
      const missing = storageTokens.filter((token) => !written.includes(`{${token}}`))
      if (missing.length > 0) {
        return `precisa citar {${missing.join('}, {')}}: são os nomes do que o site guarda no navegador, e a política deve informar cada um`
      }
      return undefined
    },
  },
)

export const privacyKind = pageKind({
  name: 'privacy',
  schema: privacySchema,
  heading: (policy) => policy.title,
  summary: (policy) => policy.intro,
})
