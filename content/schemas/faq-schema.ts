import { exampleSwitch, group, list, text } from './field-kinds'

/** A question of the contact page's FAQ. */
export const faqItemSchema = group(
  'Pergunta',
  {
    question: text('Pergunta', 120),
    answer: text('Resposta', 500, { multiline: true }),
  },
  { summary: '{{fields.question}}' },
)

export const faqSchema = group('Dúvidas mais comuns', {
  example: exampleSwitch(),
  title: text('Título da seção', 60),
  description: text('Texto sob o título', 160),
  items: list('Perguntas', faqItemSchema, {
    min: 1,
    max: 12,
    itemLabel: 'Pergunta',
    hint: 'Aparecem em duas colunas na página de contato e vão para os buscadores.',
  }),
  note: text('Observação ao fim', 160),
})
