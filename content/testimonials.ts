/** A client's words about the company; the site shows five, always the same. */
export type Testimonial = {
  /** Letter shown in the avatar circle. */
  initial: string
  name: string
  /** Role and company, as one line. */
  role: string
  quote: string
  /**
   * An invented example, not a client's words. Remove this line once the client has
   * confirmed the testimonial and agreed to its publication; `npm run build:release`
   * refuses to publish while any example is left.
   */
  example?: true
}

export const testimonials = [
  {
    initial: 'M',
    name: 'Mariana Costa',
    role: 'Diretora Financeira, Grupo Vale Verde',
    quote:
      'Reduzimos boa parte do que gastávamos com TI e ainda ganhamos um suporte muito mais rápido. Hoje ninguém aqui perde tempo com computador travado.',
    example: true,
  },
  {
    initial: 'R',
    name: 'Ricardo Almeida',
    role: 'Sócio-administrador, Almeida & Ferraz Advogados',
    quote:
      'Com o monitoramento 24h, os problemas são resolvidos antes de percebermos. Nosso escritório não para mais por falha de servidor.',
    example: true,
  },
  {
    initial: 'C',
    name: 'Carla Menezes',
    role: 'Gerente de Operações, Clínica Bem Viver',
    quote:
      'A adequação à LGPD parecia complicada, mas a equipe conduziu tudo com clareza. Os dados dos pacientes estão protegidos e o backup é diário.',
    example: true,
  },
  {
    initial: 'F',
    name: 'Fernando Souza',
    role: 'CEO, Souza Logística',
    quote:
      'Quando sofremos um ataque, os dados foram restaurados em poucas horas. Foi aí que vimos o valor de ter um parceiro sério em TI.',
    example: true,
  },
  {
    initial: 'P',
    name: 'Patrícia Lima',
    role: 'Coordenadora Administrativa, Escola Nova Era',
    quote:
      'O service desk atende nossos professores com paciência e rapidez. Quase todos os chamados são resolvidos já na primeira ligação.',
    example: true,
  },
] as const satisfies readonly Testimonial[]

/** Names of the testimonial carousel's controls, read by screen readers. */
export const testimonialCarouselLabels = {
  previous: 'Depoimento anterior',
  next: 'Próximo depoimento',
  pause: 'Pausar a troca automática de depoimentos',
  play: 'Retomar a troca automática de depoimentos',
  /** Name of the dot that shows testimonial `n` (counted from 1). */
  goTo: (n: number) => `Ir para o depoimento ${n}`,
  /** Name of slide `n` of `total`. */
  slide: (n: number, total: number) => `${n} de ${total}`,
} as const
