import type { z } from 'zod'

import { choice, exampleSwitch, formatted, group, list, text } from './field-kinds'
import { gradientLabels, iconLabels } from './card-options'
import { serviceReference } from './entry-schemas'
import { pageKind } from './page-kinds'

/**
 * The pages' editable copy, one schema per file of content/data/: headings, paragraphs,
 * cards, figures and button labels. Where a button leads and how analytics counts its
 * clicks stay in code, beside the page's component: an editor changes what a visitor
 * reads, not where the site sends them. Limits are generous for the copy of today and
 * keep a line from outgrowing its place on a phone. Each schema's kind of page follows it
 * (page-kinds.ts); a new kind may take its parts from here.
 */

/** The page's main title, the first thing a visitor reads. */
export const pageTitle = () => text('Título', 90, { hint: 'O título principal da página.' })

/** The small label above a section's title. */
export const eyebrow = () => text('Chamada acima do título', 40)
export const title = (label = 'Título') => text(label, 90)
export const paragraph = (label = 'Texto') => text(label, 240, { multiline: true })
/** The words on a button. */
export const button = (label: string) => text(label, 40, { hint: 'As palavras do botão.' })

/** A section's heading: the label above its title, and the title. */
export const heading = (label: string) => group(label, { eyebrow: eyebrow(), title: title() })

/** A section's heading with a sentence under the title. */
export const intro = (label: string) =>
  group(label, { eyebrow: eyebrow(), title: title(), description: paragraph('Texto sob o título') })

export const icon = () => choice('Ícone', iconLabels)

/** A card with an icon, a title and a sentence. */
export const feature = group(
  'Cartão',
  {
    icon: icon(),
    title: text('Título', 40),
    description: text('Texto', 160, { multiline: true }),
  },
  { summary: '{{fields.title}}' },
)

/** A headline figure: "+200" above "clientes atendidos". */
export const stat = group(
  'Número',
  {
    // Room for a figure's name: "+{empresasAtendidas}" shows as "+100".
    value: text('Número', 24, {
      hint: 'Como se lê: “+{clientes}”, “{satisfacao}%”, “{horasParaResponder}h”, com o número pelo nome (Dados da empresa › Números), ou escrito: “24h”.',
    }),
    label: text('Legenda', 60),
  },
  { summary: '{{fields.value}} {{fields.label}}' },
)

/** A numbered step of a process. */
export const step = group(
  'Passo',
  { title: text('Título', 30), description: text('Texto', 120, { multiline: true }) },
  { summary: '{{fields.title}}' },
)

/** A titled card with an icon: features, principles. */
export type Feature = z.output<typeof feature>
/** A headline figure such as "+200" clientes, already in pt-BR notation once filled in. */
export type Stat = z.output<typeof stat>
/** A numbered step of a process. */
export type Step = z.output<typeof step>
/** The heading block that opens a section; the label above and the sentence under are optional. */
export type SectionIntro = Partial<z.output<ReturnType<typeof intro>>> & { title: string }

export const short = (label: string) => text(label, 100)

/** A page's opening: its label, main title, the sentence under it and one button. */
export const opening = () =>
  group('Abertura', {
    eyebrow: eyebrow(),
    title: pageTitle(),
    description: paragraph('Texto sob o título'),
    cta: button('Botão'),
  })

/** The band that closes a page, inviting the visitor to get in touch. */
export const closing = <Buttons extends Record<string, ReturnType<typeof button>>>(
  buttons: Buttons,
) =>
  group('Convite ao fim da página', {
    title: title(),
    description: paragraph(),
    ...buttons,
  })

export const homeSchema = group('Página inicial', {
  example: exampleSwitch(),
  hero: group('Abertura', {
    eyebrow: eyebrow(),
    title: pageTitle(),
    subtitle: paragraph('Texto sob o título'),
    primaryCta: button('Botão principal'),
    secondaryCta: button('Botão secundário'),
    highlights: list('Destaques', short('Destaque'), {
      min: 1,
      max: 4,
      itemLabel: 'Destaque',
      hint: 'As frases curtas com um sinal de visto, sob os botões.',
    }),
  }),
  services: group('Serviços', {
    intro: intro('Título da seção'),
    cards: list(
      'Cartões',
      group(
        'Cartão',
        {
          icon: icon(),
          title: text('Título', 40),
          description: text('Texto', 160, { multiline: true }),
          gradient: choice('Cor do ícone', gradientLabels),
        },
        { summary: '{{fields.title}}' },
      ),
      {
        min: 3,
        max: 6,
        itemLabel: 'Cartão',
        hint: 'Cada cartão leva à página de serviços; os títulos também vão na imagem de compartilhamento.',
      },
    ),
    cardLinkLabel: text('Link de cada cartão', 20),
    cta: button('Botão ao fim da seção'),
  }),
  mission: group('Missão', {
    intro: intro('Título da seção'),
    careTitle: title('Título dos cartões'),
    care: list('Cartões', feature, { min: 3, max: 3, itemLabel: 'Cartão' }),
  }),
  whyUs: group('Por que nós', {
    intro: intro('Título da seção'),
    stats: list('Números', stat, { min: 4, max: 4, itemLabel: 'Número' }),
    reasons: list('Motivos', short('Motivo'), { min: 2, max: 6, itemLabel: 'Motivo' }),
  }),
  testimonials: heading('Título dos depoimentos'),
  finalCta: closing({
    primary: button('Botão principal'),
    secondary: button('Botão secundário'),
  }),
})

export const homeKind = pageKind({
  name: 'home',
  schema: homeSchema,
  heading: (home) => home.hero.title,
  summary: (home) => home.hero.subtitle,
})

export const aboutSchema = group('Sobre nós', {
  example: exampleSwitch(),
  hero: opening(),
  history: group('História', {
    intro: heading('Título da seção'),
    milestones: list(
      'Marcos',
      group(
        'Marco',
        {
          period: text('Ano ou período', 20, { hint: '“{anoDeFundacao}”, “2018”, “Hoje”.' }),
          title: text('Título', 40),
          description: text('Texto', 200, { multiline: true }),
        },
        { summary: '{{fields.period}}: {{fields.title}}' },
      ),
      { min: 2, max: 6, itemLabel: 'Marco' },
    ),
  }),
  purpose: group('Propósito', {
    intro: heading('Título da seção'),
    items: list('Cartões', feature, { min: 3, max: 3, itemLabel: 'Cartão' }),
  }),
  approach: group('Abordagem', {
    intro: intro('Título da seção'),
    steps: list('Passos', step, {
      min: 4,
      max: 4,
      itemLabel: 'Passo',
      hint: 'Quatro passos, como diz o título.',
    }),
  }),
  stats: group('Números', {
    title: title(),
    stats: list('Números', stat, { min: 4, max: 4, itemLabel: 'Número' }),
  }),
  principles: group('Princípios', {
    intro: heading('Título da seção'),
    items: list('Cartões', feature, { min: 3, max: 9, itemLabel: 'Cartão' }),
  }),
  closing: closing({ cta: button('Botão') }),
})

export const aboutKind = pageKind({
  name: 'about',
  schema: aboutSchema,
  heading: (about) => about.hero.title,
  summary: (about) => about.hero.description,
  sharesRoute: true,
})

export const servicesSchema = group('Serviços', {
  example: exampleSwitch(),
  hero: opening(),
  offers: group('Ofertas', {
    intro: heading('Título da seção'),
    offers: list(
      'Ofertas',
      group(
        'Oferta',
        {
          icon: icon(),
          title: text('Título', 40),
          description: text('Texto', 160, { multiline: true }),
          features: list('Vantagens', short('Vantagem'), {
            min: 1,
            max: 5,
            itemLabel: 'Vantagem',
          }),
          cta: button('Botão'),
          service: serviceReference(
            'Opcional: a página do serviço, que a oferta mostra com um link “Saiba mais”.',
          ),
        },
        { summary: '{{fields.title}}' },
      ),
      {
        min: 4,
        max: 4,
        itemLabel: 'Oferta',
        hint: 'Os cliques no botão de cada oferta são contados à parte: troque o texto, sem mudar a ordem.',
      },
    ),
  }),
  inPractice: group('Na prática', {
    intro: intro('Título da seção'),
    items: list('Itens', text('Item', 160, { multiline: true }), {
      min: 3,
      max: 10,
      itemLabel: 'Item',
    }),
  }),
  process: group('Como começamos', {
    intro: heading('Título da seção'),
    steps: list('Passos', step, { min: 4, max: 4, itemLabel: 'Passo' }),
  }),
  closing: closing({
    primary: button('Botão principal'),
    secondary: button('Botão secundário'),
  }),
})

export const servicesKind = pageKind({
  name: 'services',
  schema: servicesSchema,
  heading: (services) => services.hero.title,
  summary: (services) => services.hero.description,
  sharesRoute: true,
})

export const contactSchema = group('Contato', {
  example: exampleSwitch(),
  hero: group('Abertura', {
    title: pageTitle(),
    description: paragraph('Texto sob o título'),
    reassurances: list('Garantias', text('Garantia', 40), {
      min: 1,
      max: 3,
      itemLabel: 'Garantia',
      hint: 'As palavras curtas com um sinal de visto, sob o texto.',
    }),
  }),
  channels: group('Canais de contato', {
    title: title(),
    description: paragraph('Texto sob o título'),
    whatsappNote: text('Linha sob o WhatsApp', 60),
    emailNote: text('Linha sob o e-mail', 60),
    emergencyNote: text('Linha de emergências, sob o telefone', 120, {
      hint: 'Como uma emergência chega à empresa fora do horário: escreva {emergencias}, de Dados da empresa.',
    }),
    privacyOfficerNote: text('Linha sob o e-mail do encarregado de dados', 80, {
      hint: 'Para que serve esse canal. O encarregado e o e-mail vêm de Dados da empresa.',
    }),
  }),
  form: group('Formulário', { title: title(), description: paragraph('Texto sob o título') }),
})

export const contactKind = pageKind({
  name: 'contact',
  schema: contactSchema,
  heading: (contact) => contact.hero.title,
  summary: (contact) => contact.hero.description,
})

/**
 * No switch "É um exemplo": the search page says what the site holds and how to search it,
 * not what the company does; the posts and cases it finds have their own.
 */
export const searchSchema = group('Busca', {
  hero: group('Abertura', {
    eyebrow: eyebrow(),
    title: pageTitle(),
    description: paragraph('Texto sob o título'),
  }),
  prompt: text('Convite sob o campo', 160, {
    hint: 'O que a página diz antes de o visitante digitar algo.',
  }),
  noScript: paragraph('Aviso sem JavaScript'),
  browse: group('Links para as listas', {
    articles: text('Link para os artigos', 40),
    cases: text('Link para os cases', 40),
  }),
})

export const searchKind = pageKind({
  name: 'search',
  schema: searchSchema,
  heading: (search) => search.hero.title,
  summary: (search) => search.hero.description,
})

export type HomeContent = z.output<typeof homeSchema>
export type AboutContent = z.output<typeof aboutSchema>
export type ServicesContent = z.output<typeof servicesSchema>
export type ContactContent = z.output<typeof contactSchema>

/** The invitation that closes a post or a case, above its "Falar com Especialista" button. */
const entryClosing = () =>
  group('Convite ao fim de cada texto', {
    title: title(),
    description: paragraph(),
  })

/** A topic the blog's posts are filed under, with its own page: /blog/categoria/<slug>/. */
const category = group(
  'Categoria',
  {
    slug: formatted(
      'Endereço',
      /^[a-z0-9]+(-[a-z0-9]+)*$/,
      'letras minúsculas sem acento e hífens',
      {
        hint: 'O fim do endereço da página da categoria: /blog/categoria/gestao-de-ti/. Mudar o endereço tira do ar a página antiga.',
      },
    ),
    name: text('Nome', 40),
    description: text('Descrição', 200, {
      multiline: true,
      hint: 'Aparece na página da categoria e nos buscadores.',
    }),
  },
  { summary: '{{fields.name}}' },
)

export const blogSchema = group('Blog', {
  example: exampleSwitch(),
  hero: group('Abertura', {
    eyebrow: eyebrow(),
    title: pageTitle(),
    description: paragraph('Texto sob o título'),
  }),
  categories: list('Categorias', category, {
    min: 1,
    max: 12,
    itemLabel: 'Categoria',
    hint: 'Cada artigo escolhe uma. Uma categoria nova aparece na escolha dos artigos depois da próxima publicação do site.',
  }),
  closing: entryClosing(),
})

export const blogKind = pageKind({
  name: 'blog',
  schema: blogSchema,
  heading: (blog) => blog.hero.title,
  summary: (blog) => blog.hero.description,
})

export const casesSchema = group('Cases de sucesso', {
  example: exampleSwitch(),
  hero: group('Abertura', {
    eyebrow: eyebrow(),
    title: pageTitle(),
    description: paragraph('Texto sob o título'),
  }),
  closing: entryClosing(),
})

export const casesKind = pageKind({
  name: 'cases',
  schema: casesSchema,
  heading: (cases) => cases.hero.title,
  summary: (cases) => cases.hero.description,
})

export type BlogContent = z.output<typeof blogSchema>
export type BlogCategory = BlogContent['categories'][number]
export type CasesContent = z.output<typeof casesSchema>
export type SearchContent = z.output<typeof searchSchema>
