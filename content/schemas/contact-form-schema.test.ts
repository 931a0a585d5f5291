import { contactLimits } from '@/lib/contact/limits'
import { emptyContactForm } from '@/lib/contact/names'
import { buildContactPayload } from '@/lib/contact/payload'
import { contactFormSchema } from './contact-form-schema'
import type { ContactFormInput } from '@/lib/contact/names'

const valid: ContactFormInput = {
  name: 'Ana Souza',
  phone: '(31) 98888-7777',
  email: 'ana@empresa.com.br',
  message: 'Gostaria de uma proposta de outsourcing.',
}

/** The message shown under each field for these values, or undefined when the field is fine. */
function errorsFor(values: Partial<ContactFormInput>) {
  const result = contactFormSchema.safeParse({ ...valid, ...values })
  if (result.success) return {}
  const errors: Partial<Record<keyof ContactFormInput, string>> = {}
  // The form shows the first broken rule of each field.
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ContactFormInput
    errors[field] ??= issue.message
  }
  return errors
}

/** An address of exactly `length` characters. */
const emailOfLength = (length: number) =>
  `${'a'.repeat(length - '@empresa.com.br'.length)}@empresa.com.br`

describe('contactFormSchema', () => {
  it('accepts a typical message', () => {
    expect(contactFormSchema.safeParse(valid).success).toBe(true)
  })

  it('bounds name 2–100, phone 10–20, e-mail 255 and message 10–1000 characters', () => {
    expect(contactLimits).toEqual({
      name: { min: 2, max: 100 },
      phone: { min: 10, max: 20 },
      email: { max: 255 },
      message: { min: 10, max: 1000 },
    })
  })

  describe('name', () => {
    it.each([
      [1, 'Nome deve ter pelo menos 2 caracteres'],
      [2, undefined],
      [100, undefined],
      [101, 'Nome deve ter no máximo 100 caracteres'],
    ])('%i characters: %s', (length, message) => {
      expect(errorsFor({ name: 'a'.repeat(length) }).name).toBe(message)
    })
  })

  describe('phone', () => {
    it.each([
      [9, 'Telefone inválido'],
      [10, undefined],
      [20, undefined],
      [21, 'Telefone inválido'],
    ])('%i characters: %s', (length, message) => {
      expect(errorsFor({ phone: '9'.repeat(length) }).phone).toBe(message)
    })
  })

  describe('email', () => {
    it.each([
      [255, undefined],
      [256, 'E-mail deve ter no máximo 255 caracteres'],
    ])('%i characters: %s', (length, message) => {
      expect(emailOfLength(length)).toHaveLength(length)
      expect(errorsFor({ email: emailOfLength(length) }).email).toBe(message)
    })

    it.each(['ana', 'ana@', '@empresa.com.br', 'ana@empresa', 'ana empresa@x.com', 'ana@@x.com'])(
      '"%s" is not an e-mail',
      (email) => {
        expect(errorsFor({ email }).email).toBe('E-mail inválido')
      },
    )

    it.each(['ana@empresa.com.br', 'ana.souza+site@sub.empresa.com', 'ANA_01@x.io'])(
      '"%s" is an e-mail',
      (email) => {
        expect(errorsFor({ email }).email).toBeUndefined()
      },
    )
  })

  describe('message', () => {
    it.each([
      [9, 'Mensagem deve ter pelo menos 10 caracteres'],
      [10, undefined],
      [1000, undefined],
      [1001, 'Mensagem deve ter no máximo 1000 caracteres'],
    ])('%i characters: %s', (length, message) => {
      expect(errorsFor({ message: 'm'.repeat(length) }).message).toBe(message)
    })
  })

  it('reports every empty field at once with its own message', () => {
    expect(errorsFor(emptyContactForm)).toEqual({
      name: 'Nome deve ter pelo menos 2 caracteres',
      phone: 'Telefone inválido',
      email: 'E-mail inválido',
      message: 'Mensagem deve ter pelo menos 10 caracteres',
    })
  })

  it('treats whitespace-only values as empty', () => {
    expect(
      errorsFor({ name: '   ', phone: ' \t '.repeat(5), email: '  ', message: '\n'.repeat(20) }),
    ).toEqual({
      name: 'Nome deve ter pelo menos 2 caracteres',
      phone: 'Telefone inválido',
      email: 'E-mail inválido',
      message: 'Mensagem deve ter pelo menos 10 caracteres',
    })
  })

  it('counts the trimmed value against the bounds', () => {
    expect(errorsFor({ name: ' a ' }).name).toBe('Nome deve ter pelo menos 2 caracteres')
    expect(errorsFor({ name: `  ${'a'.repeat(100)}  ` }).name).toBeUndefined()
    expect(errorsFor({ phone: `   ${'9'.repeat(20)}   ` }).phone).toBeUndefined()
    expect(errorsFor({ email: ` ${emailOfLength(255)} ` }).email).toBeUndefined()
    expect(errorsFor({ message: ` ${'m'.repeat(1000)}\n` }).message).toBeUndefined()
  })

  it('hands over trimmed values', () => {
    expect(
      contactFormSchema.parse({
        name: '  Ana  ',
        phone: ' 3198888 7777 ',
        email: '\tana@empresa.com.br ',
        message: '\n Olá, tudo bem? \n',
      }),
    ).toEqual({
      name: 'Ana',
      phone: '3198888 7777',
      email: 'ana@empresa.com.br',
      message: 'Olá, tudo bem?',
    })
  })

  it('keeps inner spaces and line breaks of the message', () => {
    const message = 'Linha um.\n\nLinha  dois.'
    expect(contactFormSchema.parse({ ...valid, message }).message).toBe(message)
  })

  it('accepts accents and emoji unchanged', () => {
    const values = {
      ...valid,
      name: 'João Ávila Conceição Müller',
      message: 'Ação urgente: nosso servidor caiu 😱🔥 — vocês atendem hoje?',
    }
    expect(contactFormSchema.parse(values)).toEqual(values)
    // Two accented letters are a valid name.
    expect(errorsFor({ name: 'Zé' }).name).toBeUndefined()
  })

  it('keeps HTML and scripts as plain text, neither stripped nor escaped', () => {
    const values = {
      ...valid,
      name: '<b>Ana</b>',
      message: '<script>alert("oi")</script><img src=x onerror=alert(1)>',
    }
    expect(contactFormSchema.parse(values)).toEqual(values)
  })

  it('rejects values that are not text', () => {
    expect(contactFormSchema.safeParse({ ...valid, name: 42 }).success).toBe(false)
    expect(contactFormSchema.safeParse({ ...valid, message: undefined }).success).toBe(false)
  })
})

describe('what the form sends', () => {
  it('sends the trimmed values the schema hands over', () => {
    const message = contactFormSchema.parse({
      name: '  Maria da Conceição  ',
      phone: '\t(31) 98888-7777 ',
      email: ' maria@empresa.com.br\n',
      message: '\n  Precisamos de suporte para 40 estações.  \n',
    })
    const body = buildContactPayload(message, 'localhost')
    expect(Object.fromEntries(body)).toEqual({
      name: 'Maria da Conceição',
      phone: '(31) 98888-7777',
      email: 'maria@empresa.com.br',
      message: 'Precisamos de suporte para 40 estações.',
      dominio_formulario: 'localhost',
    })
  })
})

describe('text pasted with half an emoji', () => {
  it('hands it over with U+FFFD in place of the half, as a browser posts it, within the bounds', () => {
    const half = '\uD83D'
    const parsed = contactFormSchema.parse({
      name: `Ana ${half}`,
      phone: `(31) 98888-7777${half}`,
      email: valid.email,
      message: `Servidor caiu ${half} hoje 🚀`,
    })
    expect(parsed).toEqual({
      name: 'Ana \uFFFD',
      phone: '(31) 98888-7777\uFFFD',
      email: valid.email,
      message: 'Servidor caiu \uFFFD hoje 🚀',
    })
    for (const value of Object.values(parsed)) expect(value.isWellFormed()).toBe(true)
    // One unit for one: the bounds count the same text.
    expect(errorsFor({ message: `${'m'.repeat(999)}${half}` }).message).toBeUndefined()
  })
})
