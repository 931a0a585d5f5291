/**
 * What the site's own endpoint (worker/) says of a send it could not take: in its answer
 * to the form's script, and on the contact page it returns to a visitor without scripts,
 * with what they typed still in the fields. Apart from `contactForm`, which the form's
 * script ships to every visitor of the page: these words are drawn on the server.
 */
export const endpointRefusals = {
  title: 'Sua mensagem não foi enviada',
  fix: 'Corrija o que está indicado e envie de novo: o que você escreveu continua no formulário.',
  trapped:
    'Um campo que só programas automáticos preenchem foi preenchido. Se você é uma pessoa, fale conosco por telefone ou e-mail.',
  tooLarge: 'O envio ficou maior do que o formulário aceita.',
  notFromForm: 'O envio não veio do formulário do site.',
  incomplete: 'O envio chegou incompleto: falta algum campo do formulário.',
  unavailable:
    'Não conseguimos guardar sua mensagem agora. Tente de novo em alguns minutos, ou fale conosco por telefone, WhatsApp ou e-mail.',
} as const

/**
 * Why the automation did not take a message, kept with it and told to the staff by the
 * hourly watch (its issue quotes the last one; the staff's guide, section 14, lists them).
 */
export const deliveryProblems = {
  noAutomation: 'o endereço da automação (CONTACT_AUTOMATION_URL) não está definido',
  timedOut: (seconds: number) => `a automação não respondeu em ${seconds} s`,
  unreachable: 'não foi possível falar com a automação',
  refused: (status: number) => `a automação respondeu ${status}`,
} as const
