import { collections } from '../registry/collections'
import { company } from './company'
import { companyDetails, privacyOfficerWords } from './company-details'
import { contactChannels } from './contact'
import { pageContent } from '../registry/page-content'

import { contentProblems } from '@/lib/data-files/read'

/** The company's facts with its data protection officer's company set to `officerCompany`. */
const withOfficerCompany = (officerCompany: string | undefined) => ({
  ...company,
  privacyOfficer: { ...company.privacyOfficer, company: officerCompany },
})

describe('the data protection officer', () => {
  const { name, email } = company.privacyOfficer

  it('is the person alone when no company is named, as the editor leaves the field empty', () => {
    for (const officerCompany of [undefined, '', '  ']) {
      const details = companyDetails(withOfficerCompany(officerCompany))
      expect(details.privacyOfficer).toBe(name)
      expect(details.factValues.encarregado).toBe(name)
    }
  })

  it('is the company and the person responsible in it when the officer is a company', () => {
    const details = companyDetails(withOfficerCompany('Privacidade Exemplo Ltda.'))
    const identity = `Privacidade Exemplo Ltda. (${privacyOfficerWords.responsible}: ${name})`
    expect(details.privacyOfficer).toBe(identity)
    // Every text that names {encarregado}, the policy's included, says both.
    expect(details.factValues.encarregado).toBe(identity)
  })

  it('is a channel of the contact page: who, the e-mail to write to, and what it is for', () => {
    const { channels } = pageContent('contact')
    const officer = contactChannels(channels, withOfficerCompany('Privacidade Exemplo Ltda.')).find(
      ({ kind }) => kind === 'privacy-officer',
    )
    expect(officer).toMatchObject({
      title: privacyOfficerWords.title,
      who: expect.stringContaining(name),
      lines: [email, channels.privacyOfficerNote],
      href: `mailto:${email}`,
    })
  })

  it('takes its company as a name of at most 120 characters, or none', () => {
    const { file, schema } = collections.company
    const facts = (officerCompany: string) => ({
      ...company,
      privacyOfficer: { name, company: officerCompany, email },
    })
    expect(contentProblems(file, schema, facts(''))).toEqual([])
    expect(contentProblems(file, schema, facts('Privacidade Exemplo Ltda.'))).toEqual([])
    expect(contentProblems(file, schema, facts('x'.repeat(121)))).toEqual([
      {
        file,
        field: 'Encarregado de dados (LGPD) › Empresa encarregada',
        problem: 'tem 121 caracteres; o máximo é 120 caracteres',
      },
    ])
  })
})
