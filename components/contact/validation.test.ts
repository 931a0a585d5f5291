import { contactForm } from '@/content/texts/contact-form'

import { emptyContactForm } from '@/lib/contact/names'

import { contactResolver } from './validation'

const options = { fields: {}, shouldUseNativeValidation: false }

describe('contactResolver', () => {
  it('loads the rules on first use and returns the trimmed message', async () => {
    const result = await contactResolver(
      {
        name: '  Ana Souza ',
        phone: '(31) 98888-7777',
        email: 'ana@empresa.com.br',
        message: ' Gostaria de uma proposta. ',
      },
      undefined,
      options,
    )
    expect(result.errors).toEqual({})
    expect(result.values).toEqual({
      name: 'Ana Souza',
      phone: '(31) 98888-7777',
      email: 'ana@empresa.com.br',
      message: 'Gostaria de uma proposta.',
    })
  })

  it('returns the message of every empty field', async () => {
    const result = await contactResolver(emptyContactForm, undefined, options)
    const messages = Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [field, error?.message]),
    )
    expect(messages).toEqual({
      name: contactForm.errors.nameTooShort,
      phone: contactForm.errors.phoneInvalid,
      email: contactForm.errors.emailInvalid,
      message: contactForm.errors.messageTooShort,
    })
  })
})
