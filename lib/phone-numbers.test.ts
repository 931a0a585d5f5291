import { phoneForms, phoneParts } from './phone-numbers'

describe('phoneForms', () => {
  it('derives a landline’s link and international form from the form people read', () => {
    expect(phoneForms('(11) 3222-1000')).toEqual({
      display: '(11) 3222-1000',
      e164: '+551132221000',
      tel: 'tel:+551132221000',
      waDigits: '551132221000',
    })
  })

  it('derives a mobile’s, with its nine digits', () => {
    expect(phoneForms('(21) 98765-4321')).toEqual({
      display: '(21) 98765-4321',
      e164: '+5521987654321',
      tel: 'tel:+5521987654321',
      waDigits: '5521987654321',
    })
  })

  it('throws on a number in another form, which the content’s checks refuse first', () => {
    expect(() => phoneForms('11 3222-1000')).toThrow(/not a number written as/)
    expect(() => phoneForms('+551132221000')).toThrow(/not a number written as/)
  })
})

describe('phoneParts', () => {
  it('splits the area code from the number, or finds none', () => {
    expect(phoneParts('(11) 3222-1000')).toEqual({ areaCode: '11', number: '32221000' })
    expect(phoneParts('(21) 98765-4321')).toEqual({ areaCode: '21', number: '987654321' })
    expect(phoneParts('(21) 987654321')).toBeUndefined()
    expect(phoneParts('(211) 3222-1000')).toBeUndefined()
  })
})
