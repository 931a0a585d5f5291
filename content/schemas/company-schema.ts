import { z } from 'zod'

import { cnpjProblem, emailProblem, phoneProblem, whatsappProblem } from '@/lib/validators'

import { amount, formatted, group, optionalText, text, whole } from './field-kinds'
import { figures, type FigureName } from '../company/figures'

/**
 * The company's facts: what each field holds, its label and hint for the editor, and the
 * rules `npm run build` checks. Labels and messages are read by the company's staff:
 * Portuguese.
 */

/**
 * The facts the company must confirm before launch, by their field, with their names for
 * people: the editor's choices in "Dados ainda de exemplo", and the release's list while
 * one is left there. A new fact to confirm is one line here, and its field in `examples`
 * of the company's file.
 */
export const factNames = {
  name: 'Nome da empresa',
  legalName: 'Razão social',
  cnpj: 'CNPJ',
  description: 'Descrição da empresa',
  phone: 'Telefone',
  whatsapp: 'WhatsApp',
  email: 'E-mail de contato',
  address: 'Endereço',
  businessHours: 'Horário de atendimento',
  emergencyContact: 'Emergências fora do horário',
  visitRegion: 'Região das visitas no mesmo dia',
  'privacyOfficer.name': 'Nome do encarregado de dados (LGPD)',
  'privacyOfficer.company': 'Empresa encarregada de dados (LGPD)',
  'privacyOfficer.email': 'E-mail do encarregado de dados (LGPD)',
  foundedYear: 'Ano de fundação',
  copyrightYear: 'Ano do aviso de direitos autorais, no rodapé',
  messageRetentionDays: 'Dias que o site guarda uma mensagem já entregue',
  cancellationTerms: 'Condições de cancelamento',
  virusProtectionSource: 'Fonte da proteção contra vírus',
  // The figures came with the site as examples too: each is confirmed like a fact, by its
  // place in the facts (`figures.satisfaction`).
  ...(Object.fromEntries(
    Object.entries(figures).map(([name, { label }]) => [`figures.${name}`, `Números › ${label}`]),
  ) as Record<`figures.${FigureName}`, string>),
}

export type ExampleFact = keyof typeof factNames

/** The facts that can still be invented examples, by their field. */
export const exampleFacts = Object.keys(factNames) as [ExampleFact, ...ExampleFact[]]

const email = (label: string, hint?: string) =>
  formatted(label, /^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'nome@empresa.com.br', {
    hint,
    check: emailProblem,
  })

/** One field per promised figure, labelled and bounded as `figures` describes it. */
const figureFields = Object.fromEntries(
  Object.entries(figures).map(([name, figure]) => [
    name,
    amount(figure.label, {
      max: figure.max,
      decimal: 'decimal' in figure,
      hint: `Nos textos: ${figure.example}.`,
    }),
  ]),
) as Record<FigureName, ReturnType<typeof amount>>

/** The company's facts, which every page, the metadata and the privacy policy repeat. */
export const companySchema = group('Dados da empresa', {
  name: text('Nome da empresa', 40, {
    tokens: false,
    hint: 'Como a empresa assina no site; vai no título de cada página.',
  }),
  legalName: text('Razão social', 120, {
    tokens: false,
    hint: 'Como está registrada na Receita Federal.',
  }),
  cnpj: formatted(
    'CNPJ',
    /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/,
    '00.000.000/0000-00',
    {
      hint: 'No formato 00.000.000/0000-00; os dígitos verificadores são conferidos ao publicar.',
      check: cnpjProblem,
    },
  ),
  description: text('Descrição da empresa', 200, {
    tokens: false,
    multiline: true,
    hint: 'Uma frase, no rodapé e para os buscadores.',
  }),
  phone: formatted('Telefone', /^\(\d{2}\) \d{4,5}-\d{4}$/, '(00) 0000-0000', {
    hint: 'Com DDD, como se lê: (00) 0000-0000, ou (00) 00000-0000 se for um celular. O link para ligar é montado a partir dele.',
    check: phoneProblem,
  }),
  whatsapp: formatted('WhatsApp', /^\(\d{2}\) \d{5}-\d{4}$/, '(00) 00000-0000', {
    hint: 'Um celular, com DDD, como se lê: (00) 00000-0000. O link do WhatsApp é montado a partir dele.',
    check: whatsappProblem,
  }),
  email: email('E-mail de contato'),
  address: group('Endereço', {
    street: text('Rua, número e sala', 80, { tokens: false }),
    district: text('Bairro', 40, { tokens: false }),
    city: text('Cidade', 40, { tokens: false }),
    state: formatted('Estado (sigla)', /^[A-Z]{2}$/, 'MG'),
    postalCode: formatted('CEP', /^\d{5}-\d{3}$/, '00000-000'),
    country: formatted('País (sigla)', /^[A-Z]{2}$/, 'BR'),
  }),
  businessHours: text('Horário de atendimento', 60, { tokens: false }),
  emergencyContact: text('Emergências fora do horário', 120, {
    tokens: false,
    hint: 'Como um cliente aciona a empresa numa emergência fora do horário de atendimento, em minúsculas: “plantão 24 horas para clientes com contrato, no número de emergência do contrato”. Os textos o repetem como {emergencias}.',
  }),
  visitRegion: text('Região das visitas no mesmo dia', 60, {
    tokens: false,
    hint: 'Aparece em frases como “visitas no mesmo dia em …”.',
  }),
  cancellationTerms: text('Condições de cancelamento', 160, {
    tokens: false,
    multiline: true,
    hint: 'O que vale ao cancelar, além do aviso prévio (Números › Aviso prévio para cancelar), em minúsculas, como os textos o repetem depois de um ponto e vírgula ({cancelamento}): “licenças e serviços de nuvem contratados em nome da sua empresa seguem os prazos de cada fornecedor”.',
  }),
  virusProtectionSource: text('Fonte da proteção contra vírus', 160, {
    tokens: false,
    multiline: true,
    hint: 'De onde vem a porcentagem de proteção contra vírus (Números): o laboratório, o teste e a data, como o fabricante do antivírus os publica. Os textos a repetem depois de “segundo” ({fonteDaProtecao}). Sem uma fonte conferida, tire o número dos textos.',
  }),
  privacyOfficer: group(
    'Encarregado de dados (LGPD)',
    {
      name: text('Nome', 80, {
        tokens: false,
        hint: 'O nome completo da pessoa encarregada; se o encarregado for uma empresa, o da pessoa responsável nela.',
      }),
      company: optionalText('Empresa encarregada', 120, {
        hint: 'Só se o encarregado for uma empresa (um escritório ou uma consultoria): o nome empresarial dela. Se for uma pessoa, deixe vazio.',
      }),
      email: email('E-mail', 'O canal dos titulares de dados, publicado com o nome.'),
    },
    {
      hint: 'O canal de comunicação entre a empresa, os titulares dos dados e a ANPD (LGPD, art. 41). O site mostra quem é e o e-mail no rodapé de todas as páginas, na página de contato e na política, como pede a Resolução CD/ANPD nº 18/2024. Quem responde pelos dados continua sendo a empresa.',
    },
  ),
  foundedYear: whole('Ano de fundação', { min: 1900, max: 2100 }),
  copyrightYear: whole('Ano do aviso de direitos autorais, no rodapé', { min: 1900, max: 2100 }),
  messageRetentionDays: whole('Dias que o site guarda uma mensagem já entregue', {
    min: 1,
    max: 365,
    hint: 'Na Cloudflare, o site guarda cada mensagem do formulário até a automação recebê-la, e a apaga estes dias depois, para poder reenviá-la se ela se perder. A política de privacidade repete o prazo como {diasDeGuarda}.',
  }),
  figures: group('Números', figureFields, {
    hint: 'Os números que a empresa promete. Os textos do site os repetem pelo nome entre chaves, como {anos}: mude aqui e todas as páginas mudam. Um texto que escreva um desses números à mão, com outro valor, impede a publicação.',
  }),
  examples: z
    .array(z.enum(exampleFacts, { error: 'não é um dos dados da empresa' }), {
      error: 'precisa ser uma lista',
    })
    .meta({
      title: 'Dados ainda de exemplo',
      description:
        'Os dados acima que ainda são inventados. Tire cada um daqui quando puser o valor real: o site não vai ao ar enquanto sobrar algum.',
      widget: 'select',
      multiple: true,
      options: exampleFacts.map((fact) => ({ value: fact, label: factNames[fact] })),
    }),
})

/**
 * The company's public facts (edited at /admin/ or by hand):
 * the one place for its name, registration, phone, WhatsApp, e-mail, address, hours, visit
 * region and data protection officer. Pages, metadata, structured data, the privacy
 * policy, the WhatsApp greeting and the tests all read them from here. The build checks
 * each one against `companySchema` and stops on a malformed value.
 *
 * `examples` lists the facts that are still invented: `npm run build:release` refuses to
 * publish while any is left (the launch checklist says how to replace them).
 */
export type Company = z.output<typeof companySchema>
