import { siteTitles, TITLE_MAX_LENGTH } from '@/content/seo'

import {
  cnpjCheckDigits,
  cnpjProblem,
  emailProblem,
  phoneProblem,
  titleProblems,
  whatsappProblem,
} from './company-facts'

describe('cnpjProblem', () => {
  it.each(['11.222.333/0001-81', '11.444.777/0001-61', '45.997.418/0001-53'])(
    'accepts %s, whose check digits agree',
    (cnpj) => expect(cnpjProblem(cnpj)).toBeUndefined(),
  )

  it('accepts an alphanumeric CNPJ, whose letters count by their character codes', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35')
    expect(cnpjProblem('12.ABC.345/01DE-35')).toBeUndefined()
    expect(cnpjProblem('12.ABC.345/01DE-36')).toMatch(/dígitos verificadores.*-35/)
  })

  it('names the check digits the first twelve call for', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81')
    expect(cnpjProblem('11.222.333/0001-80')).toMatch(/dígitos verificadores.*-81/)
    expect(cnpjProblem('00.000.000/0001-00')).toMatch(/dígitos verificadores.*-91/)
  })

  it('refuses repeated digits and other layouts', () => {
    expect(cnpjProblem('00.000.000/0000-00')).toMatch(/não é um CNPJ válido/)
    expect(cnpjProblem('11222333000181')).toMatch(/formato 00\.000\.000\/0000-00/)
    expect(cnpjProblem('11.222.333/0001-8')).toMatch(/formato/)
  })
})

describe('phoneProblem', () => {
  it('accepts a landline and a mobile written the same in both forms', () => {
    expect(phoneProblem({ display: '(31) 3555-0100', e164: '+553135550100' })).toBeUndefined()
    expect(phoneProblem({ display: '(11) 98765-4321', e164: '+5511987654321' })).toBeUndefined()
  })

  it('names the E.164 form the display form calls for', () => {
    expect(phoneProblem({ display: '(31) 3555-0100', e164: '+553135550101' })).toMatch(
      /não é o mesmo número.*\+553135550100/,
    )
    expect(phoneProblem({ display: '(31) 3555-0100', e164: '553135550100' })).toMatch(
      /deveria ser \+553135550100/,
    )
  })

  it('refuses numbers Brazilian numbering does not have', () => {
    expect(phoneProblem({ display: '(31) 8555-0100', e164: '+553185550100' })).toMatch(
      /fixos começam/,
    )
    expect(phoneProblem({ display: '(31) 89555-0100', e164: '+5531895550100' })).toMatch(
      /só celulares têm 9/,
    )
    expect(phoneProblem({ display: '(01) 3555-0100', e164: '+550135550100' })).toMatch(/DDD/)
    expect(phoneProblem({ display: '31 3555-0100', e164: '+553135550100' })).toMatch(/formato/)
  })
})

describe('whatsappProblem', () => {
  it('accepts wa.me digits that match the display form', () => {
    expect(whatsappProblem({ display: '(31) 99555-0100', digits: '5531995550100' })).toBeUndefined()
  })

  it('names the digits the display form calls for', () => {
    expect(whatsappProblem({ display: '(31) 99555-0100', digits: '5531995550101' })).toMatch(
      /deveria ser 5531995550100/,
    )
    expect(whatsappProblem({ display: '(31) 99555-0100', digits: '+5531995550100' })).toMatch(
      /deveria ser 5531995550100/,
    )
  })
})

describe('emailProblem', () => {
  it('accepts a well-formed address and refuses others', () => {
    expect(emailProblem('contato@empresa.com.br')).toBeUndefined()
    expect(emailProblem('contato@empresa')).toMatch(/não é um e-mail válido/)
  })
})

describe('titleProblems', () => {
  it('finds every title of the site short enough for a search result', () => {
    expect(titleProblems(siteTitles(), TITLE_MAX_LENGTH)).toEqual([])
  })

  it('names each title by its field in the editor', () => {
    expect(siteTitles().map(({ field }) => field)).toEqual([
      'Título padrão',
      'Páginas › Página inicial › Título',
      'Páginas › Sobre nós › Título',
      'Páginas › Serviços › Título',
      'Páginas › Contato › Título',
      'Páginas › Política de privacidade › Título',
    ])
  })

  it('names the page whose title a long brand name pushes over the limit', () => {
    const titles = [
      {
        field: 'Páginas › Página inicial › Título',
        title: 'Consultoria e Outsourcing de TI em Belo Horizonte | Serra Azul Tecnologia',
      },
      { field: 'Páginas › Sobre nós › Título', title: 'Sobre Nós | Serra Azul Tecnologia' },
    ]
    expect(titleProblems(titles, 70)).toEqual([
      {
        file: 'content/data/seo.json',
        field: 'Páginas › Página inicial › Título',
        problem: expect.stringMatching(/tem 73 caracteres, e os buscadores mostram até 70/),
      },
    ])
  })
})
