import { company } from './company'
/** A frequently asked question on /contato. */
export type FaqItem = {
  question: string
  answer: string
}

export const faq = {
  title: 'Dúvidas Mais Comuns',
  description: 'Respostas rápidas para as perguntas que mais recebemos.',
  items: [
    {
      question: 'Quanto custa terceirizar a TI da minha empresa?',
      answer:
        'Depende do tamanho da equipe e do ambiente, mas nossos clientes têm economia de até 40% nos custos com tecnologia em comparação com manter uma equipe de TI própria. Depois do diagnóstico, você recebe uma proposta com valor mensal fixo.',
    },
    {
      question: 'Em quanto tempo vocês resolvem um problema?',
      answer: `Resolvemos os problemas por telefone ou acesso remoto em 15 minutos, em média. Quando é preciso ir até a sua empresa, a visita acontece no mesmo dia em ${company.visitRegion}.`,
    },
    {
      question: 'Vocês precisam ficar dentro da minha empresa?',
      answer:
        'Não. O monitoramento é remoto e não exige presença física da nossa equipe. Vamos até você apenas quando a situação pede.',
    },
    {
      question: 'Meus dados ficam seguros com vocês?',
      answer:
        'Sim. São mais de 12 anos de experiência em segurança da informação, com acessos controlados, backup diário e processos em conformidade com a LGPD.',
    },
    {
      question: 'Vocês atendem 24 horas?',
      answer:
        'O monitoramento funciona 24 horas por dia, todos os dias. O suporte aos usuários funciona em horário comercial, e emergências são atendidas a qualquer hora.',
    },
    {
      question: 'Posso cancelar o contrato quando quiser?',
      answer: 'Sim. O cancelamento pode ser feito a qualquer momento, com aviso prévio de 30 dias.',
    },
  ],
  note: 'Prazos e condições podem variar de acordo com o contrato.',
} as const satisfies { title: string; description: string; items: readonly FaqItem[]; note: string }
