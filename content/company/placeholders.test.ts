import { postEntries } from '../entries/blog'
import { caseStudies } from '../entries/cases'
import { collections, folders } from '../registry/collections'
import { company } from './company'
import { exampleFacts } from '../schemas/company-schema'
import { figures } from './figures'
import { testimonials } from './testimonials'

import { defaults, parseEnv } from '@/lib/env'
import { workerRoutes } from '@/lib/worker-routes'
import { placeholderReport } from './placeholders'

const realSettings = parseEnv({
  NEXT_PUBLIC_SITE_URL: 'https://www.empresa.com.br',
  NEXT_PUBLIC_CONTACT_WEBHOOK_URL: 'https://n8n.empresa.com.br/webhook/contato',
  NEXT_PUBLIC_CHAT_AGENT_ID: 'clq2x8v0k0000mb08h3f6d2zs',
})
const confirmed = testimonials.map(({ example: _example, ...testimonial }) => testimonial)
const realCompany = {
  ...company,
  legalName: 'Empresa Real Ltda.',
  cnpj: '11.444.777/0001-61',
  phone: '(31) 3222-1000',
  whatsapp: '(31) 98888-1000',
  email: 'contato@empresa.com.br',
  address: { ...company.address },
  privacyOfficer: { name: 'Ana Pereira', email: 'dpo@empresa.com.br' },
  examples: [],
} satisfies typeof company
/** The company before launch, every fact an example, as the company's file ships. */
const exampleCompany = {
  ...realCompany,
  examples: [...exampleFacts],
} satisfies typeof company
const examples = testimonials.map((testimonial) => ({ ...testimonial, example: true as const }))

/** What each item of a report is, without the details. */
const names = (report: { what: string }[]) => report.map(({ what }) => what.split(/ \(|:/)[0])

describe('placeholderReport', () => {
  it('lists every placeholder at once: facts and figures, settings at their defaults, example testimonials, the policy unconfirmed', () => {
    const report = placeholderReport({
      company: exampleCompany,
      env: parseEnv({}),
      testimonials: examples,
      privacy: { example: true },
    })
    expect(names(report)).toEqual([
      'Nome da empresa',
      'Razão social',
      'CNPJ',
      'Descrição da empresa',
      'Telefone',
      'WhatsApp',
      'E-mail de contato',
      'Endereço',
      'Horário de atendimento',
      'Emergências fora do horário',
      'Região das visitas no mesmo dia',
      'Nome do encarregado de dados',
      'Empresa encarregada de dados',
      'E-mail do encarregado de dados',
      'Ano de fundação',
      'Ano do aviso de direitos autorais, no rodapé',
      'Dias que o site guarda uma mensagem já entregue',
      'Condições de cancelamento',
      'Fonte da proteção contra vírus',
      ...Object.values(figures).map(({ label }) => `Números › ${label}`.split(' (')[0]),
      'Endereço do site',
      'Destino do formulário de contato',
      'Agente do chat',
      ...testimonials.map((_, index) => `Depoimento ${index + 1}`),
      'Política de privacidade ainda não conferida',
    ])
    expect(report.at(-1)?.where).toMatch(/^content\/data\/privacy\.json/)
    expect(report.find(({ what }) => what.startsWith('CNPJ'))?.where).toMatch(
      /^content\/data\/company\.json/,
    )
    expect(report.find(({ what }) => what.startsWith('Agente'))?.where).toMatch(
      /^NEXT_PUBLIC_CHAT_AGENT_ID/,
    )
  })

  it('lists the opening hours and the founding year while they are examples, in the company’s form', () => {
    const report = placeholderReport({
      company: { ...realCompany, examples: ['businessHours', 'foundedYear'] },
      env: realSettings,
      testimonials: confirmed,
    })
    expect(names(report)).toEqual(['Horário de atendimento', 'Ano de fundação'])
    for (const { where } of report) {
      expect(where).toBe(
        `${collections.company.file} (em /admin/: ${collections.company.label}, “Dados ainda de exemplo”)`,
      )
    }
  })

  it('lists each file of copy whose switch "É um exemplo" is on, the FAQ and the pages’, by its form in the editor', () => {
    const settled = { company: realCompany, env: realSettings, testimonials: confirmed }
    const report = placeholderReport({
      ...settled,
      copy: {
        home: { example: true },
        about: { example: false },
        contact: {},
        faq: { example: true },
      },
    })
    expect(report).toEqual(
      [collections.home, collections.faq].map(({ file, label }) => ({
        what: `Textos de “${label}” são um exemplo: a empresa precisa conferir cada frase e cada promessa deles`,
        where: `${file} (em /admin/: ${label}, “É um exemplo”)`,
      })),
    )
    // The policy has its own switch, "Ainda não conferida", listed once.
    const policy = { example: true }
    expect(placeholderReport({ ...settled, copy: { privacy: policy }, privacy: policy })).toEqual([
      expect.objectContaining({
        what: expect.stringMatching(/^Política de privacidade ainda não conferida/),
      }),
    ])
  })

  it('names each post still marked as an example by its title and its file; a draft goes nowhere and holds nothing', () => {
    const [first, second] = postEntries()
    const report = placeholderReport({
      company: realCompany,
      env: realSettings,
      testimonials: confirmed,
      posts: [
        { ...first!, example: true },
        { ...second!, example: true, draft: true },
      ],
    })
    expect(report).toEqual([
      {
        what: `Artigo “${first!.title}” é um exemplo: a empresa precisa conferir cada frase e cada afirmação dele, ou apagá-lo`,
        where: `${first!.file} (em /admin/: ${folders.posts.label}, “É um exemplo”)`,
      },
    ])
  })

  it('names each case still marked as an example, by its client and its file', () => {
    const cases = caseStudies()
    const report = placeholderReport({
      company: realCompany,
      env: realSettings,
      testimonials: confirmed,
      cases: [
        { ...cases[0]!, example: true },
        { ...cases[1]!, example: false },
      ],
    })
    expect(report).toEqual([
      {
        what: expect.stringContaining(`Case “${cases[0]!.client}” é um exemplo`),
        where: expect.stringContaining(cases[0]!.file),
      },
    ])
  })

  it('is empty once every fact, setting and testimonial is real', () => {
    expect(
      placeholderReport({ company: realCompany, env: realSettings, testimonials: confirmed }),
    ).toEqual([])
  })

  it('finds one fact left as an example, and a setting left at its default', () => {
    const report = placeholderReport({
      company: { ...realCompany, examples: ['privacyOfficer.email'] },
      env: { ...realSettings, contactWebhookUrl: defaults.contactWebhookUrl },
      testimonials: [confirmed[0]!, testimonials[1]!],
    })
    expect(names(report)).toEqual([
      'E-mail do encarregado de dados',
      'Destino do formulário de contato',
      'Depoimento 2',
    ])
  })

  it('with the form posting to the site’s own endpoint, asks for the automation it forwards to', () => {
    const ownEndpoint = { ...realSettings, contactWebhookUrl: workerRoutes.contact }
    const report = (contactAutomationUrl?: string) =>
      placeholderReport({
        company: realCompany,
        env: { ...ownEndpoint, contactAutomationUrl },
        testimonials: confirmed,
      })
    expect(report()).toEqual([
      {
        what: expect.stringMatching(/^Destino das mensagens do formulário/),
        where: expect.stringMatching(/^CONTACT_AUTOMATION_URL/),
      },
    ])
    expect(report('https://n8n.empresa.com.br/webhook/contato')).toEqual([])
  })

  it('refuses a chat agent id that is not a cuid', () => {
    const report = placeholderReport({
      company: realCompany,
      env: { ...realSettings, chatAgentId: 'atendimento' },
      testimonials: confirmed,
    })
    expect(report).toEqual([
      expect.objectContaining({ what: expect.stringMatching(/^Agente do chat/) }),
    ])
  })

  it('lists what the privacy policy still leaves for the company to confirm, even once its flag is off', () => {
    const settled = { company: realCompany, env: realSettings, testimonials: confirmed }
    const policy = { example: false, text: 'Garantia: [a confirmar]. País: [a confirmar: o país].' }
    expect(placeholderReport({ ...settled, privacy: policy })).toEqual([
      {
        what: expect.stringContaining('2 trechos “[a confirmar…]”'),
        where: expect.stringMatching(/^content\/data\/privacy\.json/),
      },
    ])
    expect(
      placeholderReport({ ...settled, privacy: { example: false, text: 'Garantia: cláusulas.' } }),
    ).toEqual([])
  })
})
