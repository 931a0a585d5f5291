import { company } from './company'
import { companyDetails } from './company-details'
import { fallbackChannels } from './contact'

const both = { whatsappDigits: companyDetails(company).whatsappDigits, email: company.email }

test('outside a preview, the offer after a failed send has both channels, examples or not', () => {
  expect(
    fallbackChannels({ ...company, examples: ['whatsapp', 'email'] }, { preview: false }),
  ).toEqual(both)
})

test('in a preview, a channel whose fact is still an example is not offered', () => {
  const withExamples = (examples: typeof company.examples) =>
    fallbackChannels({ ...company, examples }, { preview: true })
  expect(withExamples(['whatsapp', 'email'])).toEqual({})
  expect(withExamples(['whatsapp', 'phone'])).toEqual({ email: both.email })
  expect(withExamples(['email'])).toEqual({ whatsappDigits: both.whatsappDigits })
  expect(withExamples(['phone', 'cnpj'])).toEqual(both)
})
