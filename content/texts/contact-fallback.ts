import type { ContactMessage } from '@/lib/contact/names'

/**
 * What the offer under the form 'Envie sua mensagem' says, when a send the webhook answers
 * fails (with CORS on, or the site's own endpoint) or gets no answer in time: the other
 * channels, the message already written in each link, or, with none to offer, to try
 * again later. After no answer, the offer takes the title of `contactForm.unconfirmed`,
 * since the message may have arrived. Apart from the form's words, so that it loads with
 * the offer, after such a send, rather than with every visit to /contato.
 */
export const contactFallback = {
  title: 'Sua mensagem não chegou até nós',
  description: 'Envie-a por outro canal: o que você escreveu já vai junto.',
  unconfirmedDescription:
    'Para ter certeza de que ela chegou, envie-a por outro canal: o que você escreveu já vai junto.',
  /**
   * In place of the channels when none can be offered: a preview whose WhatsApp and e-mail
   * are still examples, which would reach no one at the company (`fallbackChannels`).
   */
  noChannel: 'Tente enviá-la de novo mais tarde: o que você escreveu continua no formulário.',
  unconfirmedNoChannel:
    'Ela pode ter chegado mesmo assim. O que você escreveu continua no formulário, caso precise enviá-la de novo mais tarde.',
  whatsapp: 'Enviar pelo WhatsApp',
  email: 'Enviar por e-mail',
  emailSubject: 'Contato pelo site',
  /** The message as it goes in the links; the visitor's own words last. */
  text: (message: ContactMessage) =>
    `Olá! Sou ${message.name} (${message.email}, ${message.phone}).\n\n${message.message}`,
  shortened:
    'A mensagem é longa demais para esses links: vai o começo dela. O texto inteiro continua no formulário, para você copiar.',
} as const
