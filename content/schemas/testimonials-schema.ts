import { exampleSwitch, formatted, group, list, text } from './field-kinds'

/** A client's words about the company. */
export const testimonialSchema = group(
  'Depoimento',
  {
    initial: formatted('Inicial', /^[A-ZÀ-Ý]$/, 'uma letra maiúscula', {
      hint: 'A letra no círculo.',
    }),
    name: text('Nome', 60),
    role: text('Cargo e empresa', 90, {
      hint: 'Numa linha: “Diretora Financeira, Grupo Vale Verde”.',
    }),
    quote: text('Depoimento', 300, { multiline: true }),
    example: exampleSwitch(
      'Desligue quando o depoimento for real e o cliente tiver autorizado a publicação; o site não vai ao ar com exemplos.',
    ),
  },
  { summary: '{{fields.name}}' },
)

export const testimonialsSchema = group('Depoimentos', {
  testimonials: list('Depoimentos', testimonialSchema, {
    min: 5,
    max: 5,
    itemLabel: 'Depoimento',
    hint: 'O carrossel da página inicial mostra cinco depoimentos: troque um por outro.',
  }),
})
