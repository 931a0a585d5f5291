import type { z } from 'zod'

import blogData from './data/blog.json'
import {
  choice,
  day,
  flag,
  group,
  list,
  markdown,
  optionalPicture,
  picture,
  text,
} from './field-kinds'

/**
 * The entries the staff add in the editor, one file each: the blog's posts
 * (content/blog/<slug>.md) and the case studies (content/cases/<slug>.md). A file is
 * Markdown with its fields in front, between `---` lines; the text after them is its
 * `body`. The file's name, made by the editor from the title, is the page's address.
 */

/** The title is the page's heading and, with the company's name, its title in search results. */
const entryTitle = () =>
  text('Título', 70, {
    hint: 'O título da página e do resultado nos buscadores. Mudar o título não muda o endereço.',
    tokens: false,
  })

const summary = () =>
  text('Resumo', 200, {
    multiline: true,
    hint: 'Uma ou duas frases: aparece na lista, nos buscadores e nas prévias de link.',
  })

const draft = () =>
  flag(
    'Rascunho',
    'Ligado, o texto fica guardado no editor, mas não vai ao ar. Desligue para publicar.',
  )

/** The categories a post may be filed under: the blog's, as content/data/blog.json lists them. */
const categoryOptions = Object.fromEntries(
  blogData.categories.map((category) => [category.slug, category.name]),
)

export const postSchema = group(
  'Artigo',
  {
    title: entryTitle(),
    summary: summary(),
    cover: picture(
      'Imagem de capa',
      'Abre o artigo e o representa na lista. De preferência com 1.600 pixels de largura ou mais, na proporção 16:9.',
    ),
    author: group('Autor', {
      name: text('Nome', 60),
      role: text('Cargo', 80, { hint: 'Aparece sob o nome: “Especialista em segurança”.' }),
    }),
    published: day('Publicado em'),
    updated: day(
      'Atualizado em',
      'Só quando o texto mudar de forma que importe ao leitor; a página mostra as duas datas.',
    ).optional(),
    category: choice('Categoria', categoryOptions),
    featured: flag(
      'Em destaque',
      'O artigo em destaque abre a lista do blog; com mais de um, vale o mais recente.',
    ),
    draft: draft(),
    body: markdown(
      'Texto',
      40_000,
      'Use “Título nível 2” para as seções (o sumário é feito delas) e “Título nível 3” dentro delas.',
    ),
  },
  {
    check: (post) =>
      post.updated && post.updated <= post.published
        ? 'a data de atualização precisa ser depois da de publicação'
        : undefined,
  },
)

/** A figure a case achieved: "40%" above "a menos nos custos com tecnologia". */
const result = group(
  'Resultado',
  {
    figure: text('Número', 8, { hint: 'Como se lê: “40%”, “2h”, “0”.' }),
    label: text('Legenda', 80),
  },
  { summary: '{{fields.figure}} {{fields.label}}' },
)

export const caseSchema = group('Case', {
  title: entryTitle(),
  client: text('Cliente', 60),
  sector: text('Setor', 40),
  summary: summary(),
  logo: optionalPicture('Logotipo do cliente', 'Opcional. Só com a autorização do cliente.'),
  challenge: markdown('Desafio', 2_000, 'O problema que o cliente tinha, em um a três parágrafos.'),
  results: list('Resultados', result, { min: 1, max: 4, itemLabel: 'Resultado' }),
  quote: group('Depoimento do cliente', {
    text: text('Depoimento', 300, { multiline: true }),
    author: text('Nome', 60),
    role: text('Cargo', 60),
  }),
  published: day('Publicado em'),
  example: flag(
    'É um exemplo',
    'Desligue quando o case for real e o cliente tiver autorizado a publicação; o site não vai ao ar com exemplos.',
  ),
  draft: draft(),
  body: markdown(
    'Solução',
    10_000,
    'O que foi feito, com subtítulos (“Título nível 2”) se ajudar.',
  ),
})

export type PostData = z.output<typeof postSchema>
export type CaseData = z.output<typeof caseSchema>

/** Where the posts are kept, and the schema each follows. */
export const postFolder = { folder: 'content/blog', schema: postSchema }

/** Where the cases are kept, and the schema each follows. */
export const caseFolder = { folder: 'content/cases', schema: caseSchema }

/** Entries by their publication day, the newest first; on the same day, by address. */
export const newestFirst = (
  a: { published: string; slug: string },
  b: { published: string; slug: string },
) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug)
