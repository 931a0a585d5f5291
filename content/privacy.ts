import { company } from './company'

/** A section of the privacy policy: a heading and its paragraphs. */
export type PolicySection = {
  /** Anchor id of the section. */
  id: string
  title: string
  paragraphs: readonly string[]
}

export const privacyPolicy = {
  title: 'Política de Privacidade',
  intro: `A ${company.name} respeita a sua privacidade. Esta política explica quais dados pessoais coletamos neste site, como os usamos e quais são os seus direitos, de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018 – LGPD).`,
  lastUpdatedLabel: 'Última atualização:',
  backHome: 'Voltar ao início',
  sections: [
    {
      id: 'coleta-e-uso',
      title: 'Coleta e uso de informações pessoais',
      paragraphs: [
        'Coletamos apenas os dados que você nos envia pelo formulário de contato: nome, telefone, e-mail e mensagem, além do endereço do site de onde o formulário foi enviado.',
        'Usamos esses dados exclusivamente para responder ao seu contato, preparar propostas e prestar os serviços que você solicitar. Não enviamos publicidade sem a sua autorização.',
        'Para entender como o site é usado, registramos eventos de navegação, como páginas visitadas e cliques em botões, associados a um identificador de sessão aleatório que não revela quem você é. A ferramenta de análise só grava cookies no seu navegador se você aceitar, como explicado na seção Consentimento.',
      ],
    },
    {
      id: 'compartilhamento',
      title: 'Compartilhamento de informações',
      paragraphs: [
        'Não vendemos nem alugamos seus dados pessoais. Eles podem ser processados por fornecedores que nos ajudam a operar o site, como o serviço que recebe as mensagens do formulário, a ferramenta de chat e a ferramenta de análise de navegação, sempre limitados ao necessário.',
        'Também podemos compartilhar dados quando a lei ou uma ordem judicial exigir.',
      ],
    },
    {
      id: 'seguranca',
      title: 'Segurança',
      paragraphs: [
        'Adotamos medidas técnicas e administrativas para proteger seus dados contra acesso não autorizado, perda ou alteração, como conexões criptografadas e controle de acesso.',
        'Guardamos os dados apenas pelo tempo necessário para atender à finalidade para a qual foram coletados ou para cumprir obrigações legais.',
      ],
    },
    {
      id: 'consentimento',
      title: 'Consentimento',
      paragraphs: [
        'Na sua primeira visita, um aviso pergunta se você aceita cookies de análise. Se você escolher “Aceitar”, a ferramenta de análise (Google Tag Manager) pode gravar cookies para medir, de forma agregada, como o site é usado. Se escolher “Rejeitar”, ou enquanto não responder, nenhum cookie de análise é gravado. Cookies de publicidade ficam sempre desligados, qualquer que seja a sua escolha.',
        'Sua escolha fica guardada apenas neste navegador, com a data em que foi feita, e é respeitada nas próximas visitas. Você pode mudá-la a qualquer momento pelo botão “Preferências de cookies”, no rodapé de todas as páginas.',
        'Ao enviar o formulário de contato, você concorda com o uso dos seus dados conforme esta política. Você pode, a qualquer momento, pedir acesso, correção ou exclusão dos seus dados, ou revogar o seu consentimento, escrevendo para o e-mail abaixo.',
      ],
    },
    {
      id: 'atualizacoes',
      title: 'Atualizações desta política',
      paragraphs: [
        'Esta política pode ser atualizada para refletir mudanças no site ou na legislação. A data da última atualização aparece no início desta página.',
      ],
    },
  ],
  consentContactLabel: 'Contato para assuntos de privacidade:',
} as const satisfies { sections: readonly PolicySection[]; [key: string]: unknown }
