import { contactFieldNames } from './names'

import { lengthAttributes } from './form-controls'

describe('lengthAttributes', () => {
  it('gives every field the bounds the schema checks', () => {
    expect(contactFieldNames.map((name) => lengthAttributes(name, { withMax: true }))).toEqual([
      { minLength: 2, maxLength: 100 },
      { minLength: 10, maxLength: 20 },
      { minLength: undefined, maxLength: 255 },
      { minLength: 10, maxLength: 1000 },
    ])
  })

  it('leaves the maximum to the form once scripts run, so its message can show', () => {
    expect(lengthAttributes('message', { withMax: false })).toEqual({
      minLength: 10,
      maxLength: undefined,
    })
  })
})
