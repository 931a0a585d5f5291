import type { ContactFieldName } from '@/lib/contact/names'

/** Visible text of one form field. */
export type ContactFieldCopy = {
  label: string
  /** Example shown inside the empty field; never a replacement for the label. */
  placeholder: string
}

/** A toast and the matching sentence announced to screen readers. */
export type OutcomeCopy = {
  title: string
  description: string
}

/** Everything the visitor reads in and around the form 'Envie sua mensagem'. */
export const contactForm = {
  fields: {
    name: { label: 'Nome', placeholder: 'Seu nome completo' },
    phone: { label: 'Telefone', placeholder: '(31) 99999-9999' },
    email: { label: 'E-mail', placeholder: 'voce@suaempresa.com.br' },
    message: {
      label: 'Mensagem',
      placeholder: 'Conte do que sua empresa precisa e como podemos ajudar',
    },
  },
  /** Validation messages, worded exactly as the product defines them. */
  errors: {
    nameTooShort: 'Nome deve ter pelo menos 2 caracteres',
    nameTooLong: 'Nome deve ter no máximo 100 caracteres',
    phoneInvalid: 'Telefone inválido',
    emailInvalid: 'E-mail inválido',
    emailTooLong: 'E-mail deve ter no máximo 255 caracteres',
    messageTooShort: 'Mensagem deve ter pelo menos 10 caracteres',
    messageTooLong: 'Mensagem deve ter no máximo 1000 caracteres',
  },
  requiredNote: 'Todos os campos são obrigatórios.',
  /** Label of the anti-spam field that people never see; only bots read and fill it. */
  honeypotLabel: 'Deixe este campo em branco',
  submit: 'Enviar Mensagem',
  sending: 'Enviando...',
  privacy: {
    before:
      'Usamos seus dados só para responder ao seu contato e, se você pedir, preparar uma proposta. Saiba mais na nossa',
    link: 'Política de Privacidade',
    after: '.',
    /** Outside the shared layout: linked with a full page load. */
    href: '/politica-de-privacidade/',
  },
  success: {
    title: 'Mensagem enviada!',
    description: 'Entraremos em contato em breve.',
  },
  failure: {
    title: 'Erro ao enviar mensagem',
    description: 'Por favor, tente novamente ou entre em contato por telefone.',
  },
  /**
   * No answer came in time (`SEND_TIMEOUT_MS`): the message may have arrived, so nothing
   * says it failed or asks for it again.
   */
  unconfirmed: {
    title: 'Não conseguimos confirmar o envio',
    description:
      'Sua mensagem pode ter chegado mesmo assim. Para ter certeza, fale conosco por telefone.',
  },
  dismissToast: 'Fechar aviso',
} as const satisfies {
  fields: Record<ContactFieldName, ContactFieldCopy>
  success: OutcomeCopy
  failure: OutcomeCopy
  unconfirmed: OutcomeCopy
  [key: string]: unknown
}
