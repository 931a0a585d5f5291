import { SendTimeoutError } from './send'
import { CONTACT_FORM_ID, submitContactMessage } from './submission'
import type { SubmissionDeps } from './submission'
import { createSubmitThrottle } from './throttle'

const message = {
  name: 'Ana Souza',
  phone: '(31) 98888-7777',
  email: 'ana@empresa.com.br',
  message: 'Quero uma proposta de outsourcing.',
}

function deps(overrides: Partial<SubmissionDeps> = {}) {
  let time = 0
  let ids = 0
  const sent: FormData[] = []
  const events: Array<[string, Record<string, unknown>]> = []
  const logs: string[] = []
  const value: SubmissionDeps = {
    throttle: createSubmitThrottle({ now: () => time }),
    send: async (body) => void sent.push(body),
    track: (event, params) => void events.push([event, params]),
    sessionId: () => 'session-1',
    createId: () => `submission-${++ids}`,
    hostname: 'www.horizonteti.com.br',
    log: (line) => void logs.push(line),
    ...overrides,
  }
  return {
    value,
    sent,
    events,
    logs,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('submitContactMessage', () => {
  it('sends the payload and reports attempt then success with the same ids', async () => {
    const d = deps()
    await expect(submitContactMessage(message, '', d.value)).resolves.toBe('sent')
    expect(d.sent).toHaveLength(1)
    expect(Object.fromEntries(d.sent[0]!)).toEqual({
      ...message,
      dominio_formulario: 'www.horizonteti.com.br',
    })
    const ids = { form_id: CONTACT_FORM_ID, submission_id: 'submission-1', session_id: 'session-1' }
    expect(d.events).toEqual([
      ['contact_form_submit_attempt', ids],
      ['contact_form_submit_success', ids],
    ])
  })

  it('leaves the session id out of the events without analytics consent', async () => {
    const d = deps({ sessionId: () => undefined })
    await submitContactMessage(message, '', d.value)
    const ids = { form_id: CONTACT_FORM_ID, submission_id: 'submission-1' }
    expect(d.events).toEqual([
      ['contact_form_submit_attempt', ids],
      ['contact_form_submit_success', ids],
    ])
  })

  it('reports a failed send with its reason', async () => {
    const d = deps({ send: () => Promise.reject(new TypeError('Failed to fetch')) })
    await expect(submitContactMessage(message, '', d.value)).resolves.toBe('failed')
    expect(d.events.map(([event]) => event)).toEqual([
      'contact_form_submit_attempt',
      'contact_form_submit_error',
    ])
    expect(d.events[1]![1]).toMatchObject({ error_message: 'TypeError', session_id: 'session-1' })
  })

  it('reports a send given up for time as unconfirmed, not failed: it may have arrived', async () => {
    const d = deps({ send: () => Promise.reject(new SendTimeoutError(15_000)) })
    await expect(submitContactMessage(message, '', d.value)).resolves.toBe('unconfirmed')
    expect(d.events.map(([event]) => event)).toEqual([
      'contact_form_submit_attempt',
      'contact_form_submit_error',
    ])
    expect(d.events[1]![1]).toMatchObject({ error_message: 'TimeoutError' })
  })

  it('gives every attempt its own submission id', async () => {
    const d = deps()
    await submitContactMessage(message, '', d.value)
    d.advance(2000)
    await submitContactMessage(message, '', d.value)
    const attempts = d.events.filter(([event]) => event === 'contact_form_submit_attempt')
    expect(attempts.map(([, params]) => params.submission_id)).toEqual([
      'submission-1',
      'submission-2',
    ])
  })

  it('ignores a second press while the first is being sent', async () => {
    let finish: () => void = () => {}
    const d = deps({ send: () => new Promise<void>((resolve) => (finish = resolve)) })
    const first = submitContactMessage(message, '', d.value)
    await expect(submitContactMessage(message, '', d.value)).resolves.toBe('ignored')
    finish()
    await expect(first).resolves.toBe('sent')
    expect(d.logs).toEqual(['Contact form: submission ignored (in progress)'])
    expect(d.events.filter(([event]) => event === 'contact_form_submit_attempt')).toHaveLength(1)
  })

  it('ignores a resubmit within 2 s, quietly, and accepts it after', async () => {
    const d = deps({ send: () => Promise.reject(new Error('offline')) })
    const onStart = jest.fn()
    d.value.onStart = onStart
    await submitContactMessage(message, '', d.value)
    d.advance(1999)
    await expect(submitContactMessage(message, '', d.value)).resolves.toBe('ignored')
    expect(d.logs).toEqual(['Contact form: submission ignored (too soon)'])
    expect(onStart).toHaveBeenCalledTimes(1)
    d.advance(1)
    await expect(submitContactMessage(message, '', d.value)).resolves.toBe('failed')
    expect(onStart).toHaveBeenCalledTimes(2)
  })

  it('sends nothing and reports nothing when the honeypot is filled', async () => {
    const d = deps()
    await expect(submitContactMessage(message, 'https://spam.example', d.value)).resolves.toBe(
      'trapped',
    )
    expect(d.sent).toEqual([])
    expect(d.events).toEqual([])
  })

  it('still throttles bots', async () => {
    const d = deps()
    await submitContactMessage(message, 'x', d.value)
    await expect(submitContactMessage(message, '', d.value)).resolves.toBe('ignored')
  })
})
