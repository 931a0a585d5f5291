import type { z } from 'zod'

import { iconLabels } from './card-options'
import blogData from '../data/blog.json'
import {
  choice,
  day,
  exampleSwitch,
  flag,
  group,
  list,
  markdown,
  optionalPicture,
  picture,
  reference,
  text,
  whole,
} from './field-kinds'

/**
 * The entries the staff add in the editor, one file each: the blog's posts
 * (content/blog/<slug>.md), the case studies (content/cases/<slug>.md) and the services'
 * pages (content/services/<slug>.md). A file is
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

/** The editor's name for the folder of services' pages, which other entries refer to. */
export const serviceFolderName = 'servicePages'

/**
 * A service, among the services' pages, picked by its name: the one a post or a case is
 * about (then listed on that service's page), or the one an offer leads to.
 */
export const serviceReference = (hint: string) =>
  reference('Serviço', serviceFolderName, 'name', hint)

const aboutService = () =>
  serviceReference('Opcional: o serviço de que o texto trata. Ele aparece na página desse serviço.')

const draft = () =>
  flag(
    'Rascunho',
    'Ligado, o texto fica guardado no editor, mas não vai ao ar. Desligue para publicar.',
  )

/** The categories a post may be filed under: the blog's, as its copy lists them. */
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
    service: aboutService(),
    featured: flag(
      'Em destaque',
      'O artigo em destaque abre a lista do blog; com mais de um, vale o mais recente.',
    ),
    example: exampleSwitch(
      'Ligada nos artigos que vieram com o site. Desligue quando alguém da empresa tiver lido cada frase e cada afirmação do artigo e confirmar o que ele diz; o site não vai ao ar com exemplos.',
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
  service: aboutService(),
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
  example: exampleSwitch(
    'Desligue quando o case for real e o cliente tiver autorizado a publicação; o site não vai ao ar com exemplos.',
  ),
  draft: draft(),
  body: markdown(
    'Solução',
    10_000,
    'O que foi feito, com subtítulos (“Título nível 2”) se ajudar.',
  ),
})

/** A step of how a service starts and runs: "Diagnóstico", and what happens in it. */
const serviceStep = group(
  'Etapa',
  {
    title: text('Título', 40, { hint: '“Diagnóstico”, “Implantação”.' }),
    description: text('Descrição', 280, { multiline: true }),
  },
  { summary: '{{fields.title}}' },
)

/** A question a buyer asks about this service, with its answer. */
const serviceQuestion = group(
  'Pergunta',
  {
    question: text('Pergunta', 120),
    answer: text('Resposta', 700, { multiline: true }),
  },
  { summary: '{{fields.question}}' },
)

/**
 * A service's page, at /servicos/<slug>/: what it covers, for whom, how it starts and runs,
 * what the company promises for it and the questions buyers ask. Written by the company:
 * each starts as an example, and the site does not go live until someone confirms it.
 */
export const serviceSchema = group('Serviço', {
  name: text('Nome do serviço', 40, {
    hint: 'Curto, como aparece nos links e na trilha de navegação: “Monitoramento 24h”.',
    tokens: false,
  }),
  title: entryTitle(),
  summary: summary(),
  icon: choice('Ícone', iconLabels),
  order: whole('Posição na lista', {
    min: 1,
    max: 99,
    hint: 'A ordem dos serviços na página Serviços: 1 é o primeiro.',
  }),
  audience: list('Para quais empresas', text('Perfil', 240, { multiline: true }), {
    min: 1,
    max: 6,
    itemLabel: 'Perfil',
    hint: 'Uma frase por perfil de empresa que precisa deste serviço.',
  }),
  covers: list('O que está incluído', text('Item', 200), {
    min: 3,
    max: 12,
    itemLabel: 'Item',
  }),
  steps: list('Como começa e funciona', serviceStep, { min: 3, max: 6, itemLabel: 'Etapa' }),
  promises: list('O que a empresa assume em contrato', text('Compromisso', 200), {
    min: 0,
    max: 4,
    itemLabel: 'Compromisso',
    hint: 'Só o que está em contrato. Um número que a empresa promete vai pelo nome, como {horasParaRecuperar}.',
  }),
  questions: list('Perguntas sobre o serviço', serviceQuestion, {
    min: 2,
    max: 8,
    itemLabel: 'Pergunta',
  }),
  published: day('Publicado em'),
  updated: day('Atualizado em', 'Quando o texto mudar de forma que importe ao cliente.').optional(),
  example: exampleSwitch(
    'Desligue quando a empresa tiver conferido cada frase e cada promessa desta página; o site não vai ao ar com exemplos.',
  ),
  draft: draft(),
  body: markdown(
    'Texto',
    12_000,
    'O serviço explicado a quem vai contratá-lo, com subtítulos (“Título nível 2”) se ajudar.',
  ),
})

export type PostData = z.output<typeof postSchema>
export type CaseData = z.output<typeof caseSchema>
export type ServiceData = z.output<typeof serviceSchema>

/** Where the posts are kept, and the schema each follows. */
export const postFolder = { folder: 'content/blog', schema: postSchema }

/** Where the cases are kept, and the schema each follows. */
export const caseFolder = { folder: 'content/cases', schema: caseSchema }

/** Where the services' pages are kept, and the schema each follows. */
export const serviceFolder = { folder: 'content/services', schema: serviceSchema }

/** Entries by their publication day, the newest first; on the same day, by address. */
export const newestFirst = (
  a: { published: string; slug: string },
  b: { published: string; slug: string },
) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug)
