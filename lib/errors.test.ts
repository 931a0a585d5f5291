import { describeError } from './errors'

describe('describeError', () => {
  it('shows the message of an Error', () => {
    expect(describeError(new Error('Falha ao carregar'))).toBe('Falha ao carregar')
  })

  it('shows the status of a response-like value', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' })).toBe('404 Not Found')
    expect(describeError({ status: 500 })).toBe('500')
  })

  it('shows a thrown string or object message as it is', () => {
    expect(describeError('boom')).toBe('boom')
    expect(describeError({ message: 'quebrou' })).toBe('quebrou')
  })
})
