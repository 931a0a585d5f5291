/**
 * The interface words of the blog's, the cases' and the services' pages, around the entries' own texts.
 * Apart from the blog's and the cases' modules, which read files, so that the copy
 * button (a client component) can read them.
 */

/** The trail at the top of a post or a case: where it sits in the site. */
export const trailLabels = {
  /** The trail's name, as a screen reader announces the navigation. */
  name: 'Trilha de navegação',
  home: 'Início',
}

/** The blog's interface words, around the posts' own. */
export const blogLabels = {
  pageTitle: 'Blog',
  /** The feed's name in feed readers and in every page's head: "Blog da Horizonte TI". */
  feedTitle: (company: string) => `Blog da ${company}`,
  /** "página 2 de 3". */
  page: (number: number, count: number) => `página ${number} de ${count}`,
  pageDescription: 'Mais artigos do blog, do mais novo ao mais antigo.',
  /** A later page's: "Mais artigos do blog, do mais novo ao mais antigo: página 2 de 5." */
  numberedPageDescription: (page: string) =>
    `Mais artigos do blog, do mais novo ao mais antigo: ${page}.`,
  /** A page of a category's list: "Artigos de Gestão de TI, do mais novo ao mais antigo: página 2 de 5." */
  categoryPageDescription: (category: string, page: string) =>
    `Artigos de ${category}, do mais novo ao mais antigo: ${page}.`,
  categories: 'Categorias',
  allPosts: 'Todos os artigos',
  featured: 'Em destaque',
  /** "6 min de leitura". */
  readingTime: (minutes: number) => `${minutes} min de leitura`,
  published: 'Publicado em',
  updated: 'Atualizado em',
  by: 'Por',
  outline: 'Neste artigo',
  related: 'Leia também',
  pagination: 'Páginas do blog',
  /** A numbered page's link, as a screen reader names it: "Página 3". */
  pageLink: (number: number) => `Página ${number}`,
  previous: 'Página anterior',
  next: 'Próxima página',
  table: 'Tabela',
}

/** The links under a post that share it: plain links, no script of the networks'. */
export const shareLabels = {
  title: 'Compartilhe',
  whatsapp: 'WhatsApp',
  linkedin: 'LinkedIn',
  email: 'E-mail',
  copy: 'Copiar link',
  copied: 'Link copiado',
  copyFailed: 'Não foi possível copiar; copie o endereço da barra do navegador.',
  /** What the WhatsApp message and the e-mail's body say before the address. */
  message: (title: string) => `${title}: `,
}

/** The case pages' interface words, around each case's own. */
export const caseLabels = {
  pageTitle: 'Cases de sucesso',
  client: 'Cliente',
  sector: 'Setor',
  challenge: 'O desafio',
  solution: 'A solução',
  results: 'Resultados',
  /** Who wrote the case: the company, not the client, whose approval it needs. */
  writtenBy: 'Relato escrito pela nossa equipe, com a aprovação do cliente.',
}

/** The services' pages' interface words, around each service's own. */
export const serviceLabels = {
  /** The services page's name in the trail, as the menu names it. */
  pageTitle: 'Serviços',
  covers: 'O que está incluído',
  audience: 'Para quais empresas',
  steps: 'Como começamos e como funciona',
  promises: 'O que assumimos em contrato',
  questions: 'Perguntas sobre o serviço',
  posts: 'Artigos sobre o assunto',
  cases: 'Cases deste serviço',
  /** The link from an offer on /servicos/ to its page: "Saiba mais sobre Cibersegurança". */
  more: (name: string) => `Saiba mais sobre ${name}`,
  /** The list of every service's page on /servicos/. */
  all: 'Conheça cada serviço em detalhes',
}
