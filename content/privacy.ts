import { addressLines, company, privacyEmailHref } from './company'

/** A piece of a policy section, in reading order. */
export type PolicyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /** Labelled paragraphs: one per source of data, per purpose… */
  | { kind: 'terms'; items: readonly { term: string; text: string }[] }
  | {
      kind: 'table'
      caption: string
      head: readonly string[]
      rows: readonly (readonly string[])[]
    }
  /** A sentence that ends in a link: "Escreva para <e-mail>." */
  | { kind: 'link'; text: string; label: string; href: string }

/** A section of the privacy policy: a heading and what it says. */
export type PolicySection = {
  /** Anchor id of the section, for the table of contents and links from other pages. */
  id: string
  title: string
  blocks: readonly PolicyBlock[]
}

const controller = `${company.legalName}, CNPJ ${company.cnpj}`
const officer = company.privacyOfficer

/** Names of the browser storage the site itself uses; the cookie table lists them. */
export const siteStorage = {
  consent: 'horizonte-ti.consent.v1',
  session: 'contact_session_info',
  draft: 'contact_form_draft',
} as const

/**
 * The privacy policy (LGPD, Lei nº 13.709/2018). It must describe what the site really
 * does: every new form field, storage key, vendor or analytics tag changes a section here.
 */
export const privacyPolicy = {
  title: 'Política de Privacidade',
  intro: `A ${company.name} respeita a sua privacidade. Esta política explica, em linguagem simples, quais dados pessoais este site trata, para quê, com quem os compartilha, por quanto tempo os guarda e como você exerce os seus direitos, de acordo com a Lei Geral de Proteção de Dados (Lei nº 13.709/2018 – LGPD).`,
  lastUpdatedLabel: 'Última atualização:',
  contentsTitle: 'Nesta página',
  sections: [
    {
      id: 'controlador',
      title: 'Quem é o responsável pelos seus dados',
      blocks: [
        {
          kind: 'paragraph',
          text: `O controlador dos dados pessoais tratados neste site é a ${controller}, com sede na ${addressLines[0]}, ${addressLines[1]}.`,
        },
        {
          kind: 'link',
          text: `Para falar com a pessoa encarregada pelo tratamento de dados pessoais, ${officer.name}, escreva para`,
          label: officer.email,
          href: privacyEmailHref,
        },
      ],
    },
    {
      id: 'coleta-e-uso',
      title: 'Coleta e uso de informações pessoais',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Tratamos apenas os dados necessários para responder a quem nos procura e para entender, de forma agregada, como o site é usado. Veja o que é coletado em cada parte do site e por quê:',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Formulário de contato',
              text: 'Nome, telefone, e-mail e mensagem que você digita, além do endereço do site de onde o formulário foi enviado. Usamos esses dados para responder ao seu contato e, se você pedir, preparar uma proposta. Enquanto você escreve, o rascunho fica guardado só no seu navegador, para não se perder se a página for recarregada.',
            },
            {
              term: 'Informações da visita',
              text: 'Ao abrir a página de contato, o site cria no seu navegador um identificador aleatório da visita e anota a data, o idioma, o fuso horário, o tamanho da tela, o sistema e o navegador usados. Esses dados ficam no seu navegador e são apagados quando você fecha a aba. O identificador só acompanha os eventos do formulário enviados ao Google se você clicar em “Aceitar” no aviso de cookies, e só o endereço do site acompanha a mensagem do formulário.',
            },
            {
              term: 'Eventos de navegação',
              text: 'Registramos ações como abrir a página de contato, enviar o formulário e clicar nos menus, nos botões de contato e no chat, com o título e o endereço da página. Esses eventos servem para medir o que funciona no site e não identificam você pelo nome.',
            },
            {
              term: 'Chat',
              text: 'O balão de chat, presente em todas as páginas, é um assistente virtual de um fornecedor externo. O que você escreve nele é tratado por esse fornecedor para responder às suas perguntas e pode ser lido pela nossa equipe para dar continuidade ao atendimento. Não escreva no chat senhas nem dados pessoais sensíveis, como informações de saúde.',
            },
            {
              term: 'Cookies de análise',
              text: 'Só são gravados se você clicar em “Aceitar” no aviso de cookies. Servem para contar visitas e entender, de forma agregada, como as pessoas usam o site.',
            },
            {
              term: 'Registros de acesso',
              text: 'Como todo site, o servidor que hospeda estas páginas registra o endereço IP, a data e a hora de cada acesso e a página pedida, para segurança e porque o Marco Civil da Internet (Lei nº 12.965/2014) obriga a guardar esses registros.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'Não vendemos dados pessoais, não os usamos para publicidade e não tomamos decisões automatizadas a seu respeito com base neles.',
        },
        {
          kind: 'paragraph',
          text: 'Este site é feito para empresas e não se dirige a crianças nem a adolescentes. Não coletamos de propósito dados de menores de 18 anos; se soubermos que isso aconteceu, apagamos os dados (art. 14 da LGPD).',
        },
      ],
    },
    {
      id: 'bases-legais',
      title: 'Bases legais',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cada uso de dados tem uma base legal prevista no art. 7º da LGPD:',
        },
        {
          kind: 'table',
          caption: 'Finalidades e bases legais',
          head: ['Finalidade', 'Base legal'],
          rows: [
            [
              'Responder ao formulário de contato e preparar propostas',
              'Legítimo interesse em responder a quem nos procura (art. 7º, IX); quando quem escreve é a própria parte interessada no contrato, procedimentos preliminares a ele, a seu pedido (art. 7º, V)',
            ],
            [
              'Atender pelo chat',
              'Legítimo interesse em responder a quem nos procura (art. 7º, IX); quando quem escreve é a própria parte interessada no contrato, procedimentos preliminares a ele, a seu pedido (art. 7º, V)',
            ],
            ['Cookies de análise', 'Consentimento (art. 7º, I), dado em “Aceitar”'],
            [
              'Eventos de navegação sem cookies e informações da visita',
              'Legítimo interesse em medir e melhorar o site (art. 7º, IX)',
            ],
            [
              'Registros de acesso ao site',
              'Cumprimento de obrigação legal (art. 7º, II) e legítimo interesse na segurança do site (art. 7º, IX)',
            ],
          ],
        },
        {
          kind: 'paragraph',
          text: 'Quem nos escreve pelo formulário ou pelo chat costuma fazê-lo em nome da empresa onde trabalha, sem ser parte de um contrato conosco; por isso, nesses casos, a base é o legítimo interesse. Antes de usá-lo, pesamos esse interesse contra os seus direitos (art. 10 da LGPD): usamos só os dados que você mesmo nos envia, só para responder e dar continuidade ao contato, como espera quem nos procura, e você pode se opor a esse uso a qualquer momento.',
        },
      ],
    },
    {
      id: 'compartilhamento',
      title: 'Compartilhamento de informações',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Compartilhamos dados apenas com fornecedores que nos ajudam a operar o site, contratados para tratá-los em nosso nome e só para as finalidades acima:',
        },
        {
          kind: 'terms',
          items: [
            {
              term: 'Serviço de automação do formulário',
              text: 'Recebe as mensagens enviadas pelo formulário de contato e as entrega à nossa equipe.',
            },
            {
              term: 'Chaindesk',
              text: 'Fornece o assistente virtual do chat e trata as conversas nele.',
            },
            {
              term: 'Google (Google Tag Manager e Google Analytics)',
              text: 'Recebe os eventos de navegação e, se você aceitar, grava os cookies de análise.',
            },
            {
              term: 'jsDelivr',
              text: 'Rede de distribuição de conteúdo que entrega ao seu navegador o programa do balão de chat e a aparência dele; recebe, como todo servidor, o endereço IP e os dados do navegador de quem abre o site.',
            },
            {
              term: 'Google Fonts',
              text: 'O balão de chat usa fontes do Google Fonts: ao abrir uma página, o seu navegador as pede aos servidores do Google, que recebem o seu endereço IP e os dados do navegador.',
            },
            {
              term: 'Provedor de hospedagem',
              text: 'Entrega as páginas do site e guarda os registros de acesso.',
            },
            {
              term: 'WhatsApp (Meta)',
              text: 'Se você clicar em um botão do WhatsApp, a conversa acontece no aplicativo do WhatsApp, que trata o seu número e as mensagens como controlador, segundo a política de privacidade dele.',
            },
          ],
        },
        {
          kind: 'paragraph',
          text: 'A Chaindesk, o Google, a jsDelivr e o WhatsApp podem tratar dados em servidores fora do Brasil, como nos Estados Unidos e na União Europeia, e o mesmo pode acontecer com o serviço de automação do formulário e o provedor de hospedagem. Essas transferências internacionais seguem o art. 33 da LGPD e se apoiam nas cláusulas-padrão contratuais aprovadas pela ANPD (Resolução CD/ANPD nº 19/2024).',
        },
        {
          kind: 'paragraph',
          text: 'Também podemos compartilhar dados quando a lei, uma autoridade competente ou uma ordem judicial exigir.',
        },
      ],
    },
    {
      id: 'retencao',
      title: 'Por quanto tempo guardamos os dados',
      blocks: [
        {
          kind: 'list',
          items: [
            'Mensagens do formulário: até 2 anos após o último contato; se o contato resultar em contrato, pelo tempo do contrato e pelos prazos que a lei exige depois dele.',
            'Conversas do chat: até 12 meses.',
            'Eventos de análise no Google Analytics: até 14 meses. Os cookies de análise ficam no seu navegador pelo prazo da tabela de cookies abaixo.',
            'Registros de acesso ao site: 6 meses, como exige o Marco Civil da Internet.',
            'Informações da visita e rascunho do formulário: até você fechar a aba (o rascunho também é apagado quando a mensagem é enviada).',
            'Sua escolha sobre cookies: no seu navegador, até você mudá-la ou apagar os dados do navegador.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Ao fim desses prazos, os dados são apagados ou tornados anônimos.',
        },
      ],
    },
    {
      id: 'seguranca',
      title: 'Segurança',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Adotamos medidas técnicas e administrativas para proteger os dados contra acesso não autorizado, perda ou alteração: conexões criptografadas, acesso restrito às pessoas da equipe que precisam dos dados e fornecedores obrigados por contrato a proteger as informações.',
        },
        {
          kind: 'paragraph',
          text: 'Se acontecer um incidente de segurança que possa causar risco ou dano relevante a você, avisaremos você e a ANPD, como manda a lei.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies e armazenamento no navegador',
      blocks: [
        {
          kind: 'paragraph',
          text: `O aviso de cookies controla os cookies de análise do Google Analytics e o envio do identificador da visita ao Google. O Google Tag Manager, que carrega as ferramentas de análise, não grava cookies. Os itens da ${company.name} abaixo ficam no seu navegador e servem para o site funcionar como você espera (o identificador da visita só sai dele com “Aceitar”); os dados do chat ficam com o fornecedor do chat.`,
        },
        {
          kind: 'table',
          caption: 'Cookies e dados guardados no navegador',
          head: ['Nome', 'Fornecedor', 'Finalidade', 'Duração'],
          rows: [
            [
              '_ga',
              'Google Analytics',
              'Distinguir visitantes nas estatísticas. Só com “Aceitar”.',
              '2 anos',
            ],
            [
              '_ga_<ID do site>',
              'Google Analytics',
              'Manter o estado da visita nas estatísticas. Só com “Aceitar”.',
              '2 anos',
            ],
            [
              siteStorage.consent,
              company.name,
              'Guardar a sua escolha sobre cookies e a data em que foi feita (armazenamento local).',
              'Até você mudar a escolha',
            ],
            [
              siteStorage.session,
              company.name,
              'Identificar a visita (armazenamento da sessão). O identificador só acompanha os eventos do formulário com “Aceitar”.',
              'Até fechar a aba',
            ],
            [
              siteStorage.draft,
              company.name,
              'Guardar o rascunho do formulário de contato (armazenamento da sessão).',
              'Até o envio ou até fechar a aba',
            ],
            [
              'Dados do chat',
              'Chaindesk',
              'Manter a conversa com o assistente virtual. Guardados nos servidores do fornecedor.',
              'Até 12 meses',
            ],
          ],
        },
      ],
    },
    {
      id: 'consentimento',
      title: 'Consentimento',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Na sua primeira visita, um aviso pergunta se você aceita cookies de análise. Se escolher “Aceitar”, o Google Analytics pode gravar os cookies da tabela acima. Se escolher “Rejeitar”, ou enquanto não responder, nenhum cookie de análise é gravado e nenhum identificador seu vai ao Google; o Google Tag Manager ainda pode enviar ao Google sinais sem cookies (o “modo de consentimento”), que servem só para estatísticas agregadas. Cookies de publicidade ficam sempre desligados, qualquer que seja a sua escolha.',
        },
        {
          kind: 'paragraph',
          text: 'Você pode retirar o consentimento ou mudar a escolha a qualquer momento, tão facilmente quanto a fez, pelo botão “Preferências de cookies”, no rodapé de todas as páginas. Ao retirar o consentimento, os cookies de análise já gravados no seu navegador são apagados.',
        },
        {
          kind: 'paragraph',
          text: 'O envio do formulário de contato não depende de consentimento: usamos seus dados para responder ao seu pedido de retorno, com as bases legais da tabela acima.',
        },
        {
          kind: 'link',
          text: 'Dúvidas sobre privacidade ou consentimento:',
          label: officer.email,
          href: privacyEmailHref,
        },
      ],
    },
    {
      id: 'direitos',
      title: 'Seus direitos',
      blocks: [
        {
          kind: 'paragraph',
          text: 'A LGPD (art. 18) garante a você, a qualquer momento e sem custo, o direito de pedir:',
        },
        {
          kind: 'list',
          items: [
            'a confirmação de que tratamos dados seus;',
            'o acesso aos seus dados;',
            'a correção de dados incompletos, inexatos ou desatualizados;',
            'a anonimização, o bloqueio ou a eliminação de dados desnecessários, excessivos ou tratados em desacordo com a lei;',
            'a portabilidade dos seus dados a outro fornecedor;',
            'a eliminação dos dados tratados com base no seu consentimento;',
            'a informação sobre com quem compartilhamos seus dados;',
            'a informação sobre a possibilidade de não dar consentimento e o que acontece se você não o der;',
            'a revogação do consentimento;',
            'a oposição a um tratamento feito sem o seu consentimento, quando ele não cumprir a LGPD (art. 18, § 2º).',
          ],
        },
        {
          kind: 'link',
          text: 'Para exercer qualquer um desses direitos, escreva à pessoa encarregada pelo tratamento de dados, no e-mail',
          label: officer.email,
          href: privacyEmailHref,
        },
        {
          kind: 'paragraph',
          text: 'Podemos pedir informações para confirmar a sua identidade antes de atender ao pedido. Se você pedir a confirmação de que tratamos dados seus ou o acesso a eles, respondemos de forma simplificada imediatamente ou, se preferir, com uma declaração completa (origem dos dados, critérios e finalidade do uso) em até 15 dias a contar do pedido (art. 19 da LGPD). Os demais pedidos são atendidos no menor prazo possível, e dizemos o motivo se algum não puder ser atendido.',
        },
        {
          kind: 'link',
          text: 'Se a resposta não resolver a sua questão, você pode reclamar à Autoridade Nacional de Proteção de Dados (ANPD), em',
          label: 'gov.br/anpd',
          href: 'https://www.gov.br/anpd/pt-br',
        },
      ],
    },
    {
      id: 'encarregado',
      title: 'Encarregado pelo tratamento de dados',
      blocks: [
        {
          kind: 'link',
          text: `${officer.name} é a pessoa indicada pela ${company.name} para receber pedidos e reclamações de titulares, falar com a ANPD e orientar a equipe sobre proteção de dados (art. 41 da LGPD). Escreva para`,
          label: officer.email,
          href: privacyEmailHref,
        },
      ],
    },
    {
      id: 'atualizacoes',
      title: 'Atualizações desta política',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Esta política pode ser atualizada para refletir mudanças no site, nos fornecedores ou na legislação. A data da última atualização aparece no início desta página; mudanças importantes também serão comunicadas no site.',
        },
      ],
    },
  ],
} as const satisfies { sections: readonly PolicySection[]; [key: string]: unknown }
