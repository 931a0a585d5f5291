import {
  cnpjCheckDigits,
  cnpjProblem,
  emailProblem,
  phoneProblem,
  whatsappProblem,
} from './validators'

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
  it('accepts a landline and a mobile written as people read them', () => {
    expect(phoneProblem('(11) 3222-1000')).toBeUndefined()
    expect(phoneProblem('(21) 98765-4321')).toBeUndefined()
  })

  it('refuses numbers Brazilian numbering does not have', () => {
    expect(phoneProblem('(11) 8222-1000')).toMatch(/fixos começam com 2, 3, 4 ou 5/)
    expect(phoneProblem('(21) 88765-4321')).toMatch(/só celulares têm 9, e eles começam com 9/)
    expect(phoneProblem('(01) 3222-1000')).toMatch(/o DDD de "\(01\) 3222-1000" não existe/)
  })

  it('refuses other layouts', () => {
    expect(phoneProblem('11 3222-1000')).toMatch(/formato \(00\) 0000-0000 ou \(00\) 00000-0000/)
    expect(phoneProblem('+551132221000')).toMatch(/formato/)
    expect(phoneProblem('(11) 322-1000')).toMatch(/formato/)
  })
})

describe('whatsappProblem', () => {
  it('accepts a mobile', () => {
    expect(whatsappProblem('(21) 98765-4321')).toBeUndefined()
  })

  it('refuses a landline, and what a phone would not take', () => {
    expect(whatsappProblem('(11) 3222-1000')).toMatch(/o WhatsApp precisa ser um celular/)
    expect(whatsappProblem('(21) 88765-4321')).toMatch(/só celulares têm 9/)
    expect(whatsappProblem('(01) 98765-4321')).toMatch(/DDD/)
  })
})

describe('emailProblem', () => {
  it('accepts a well-formed address and refuses others', () => {
    expect(emailProblem('contato@empresa.com.br')).toBeUndefined()
    expect(emailProblem('contato@empresa')).toMatch(/não é um e-mail válido/)
  })
})
