import { SEND_TIMEOUT_MS, sendContactMessage, SendTimeoutError } from './send'

const url = 'https://hooks.horizonteti.example/webhook/contato'

/** A fetch that never answers, like a webhook that hangs, but honours its signal. */
function hangingFetch(): typeof fetch {
  return (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
    })
}

describe('sendContactMessage', () => {
  afterEach(() => jest.useRealTimers())

  it('POSTs the multipart body in no-cors mode', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
      Promise.resolve(new Response(null)),
    )
    const body = new FormData()
    body.append('name', 'Ana')
    await sendContactMessage({ url, body, fetchImpl })
    expect(fetchImpl).toHaveBeenCalledTimes(1)
    const [calledUrl, init] = fetchImpl.mock.calls[0]!
    expect(calledUrl).toBe(url)
    expect(init).toMatchObject({ method: 'POST', mode: 'no-cors', body })
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('counts an opaque answer as delivered: its status cannot be read', async () => {
    const opaque = { type: 'opaque', status: 0, ok: false } as Response
    await expect(
      sendContactMessage({ url, body: new FormData(), fetchImpl: async () => opaque }),
    ).resolves.toBeUndefined()
  })

  it('counts any answer as delivered in no-cors mode, whatever its status', async () => {
    const fetchImpl = async () => new Response(null, { status: 500 })
    await expect(
      sendContactMessage({ url, body: new FormData(), fetchImpl }),
    ).resolves.toBeUndefined()
  })

  it('fails when the request throws', async () => {
    const fetchImpl = () => Promise.reject(new TypeError('Failed to fetch'))
    await expect(sendContactMessage({ url, body: new FormData(), fetchImpl })).rejects.toThrow(
      'Failed to fetch',
    )
  })

  describe("for an answer it can read (a CORS webhook, the site's own endpoint)", () => {
    it('POSTs the multipart body in cors mode', async () => {
      const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() =>
        Promise.resolve(new Response(null, { status: 204 })),
      )
      const body = new FormData()
      await expect(
        sendContactMessage({ url, body, readAnswer: true, fetchImpl }),
      ).resolves.toBeUndefined()
      expect(fetchImpl.mock.calls[0]![1]).toMatchObject({ method: 'POST', mode: 'cors', body })
    })

    it.each([200, 201, 299])('counts a %i answer as delivered', async (status) => {
      const fetchImpl = async () => new Response(null, { status })
      await expect(
        sendContactMessage({ url, body: new FormData(), readAnswer: true, fetchImpl }),
      ).resolves.toBeUndefined()
    })

    it.each([400, 404, 500, 503])('fails on a %i answer, naming the status', async (status) => {
      const fetchImpl = async () => new Response(null, { status })
      await expect(
        sendContactMessage({ url, body: new FormData(), readAnswer: true, fetchImpl }),
      ).rejects.toThrow(`HTTP ${status}`)
    })
  })

  it('gives up on a request that hangs for 15 s', async () => {
    jest.useFakeTimers()
    const sending = sendContactMessage({ url, body: new FormData(), fetchImpl: hangingFetch() })
    const outcome = jest.fn()
    sending.then(outcome, outcome)
    await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1)
    expect(outcome).not.toHaveBeenCalled()
    await jest.advanceTimersByTimeAsync(1)
    expect(outcome).toHaveBeenCalledWith(expect.any(SendTimeoutError))
    expect(SEND_TIMEOUT_MS).toBe(15_000)
  })

  it('clears its timer once the request settles', async () => {
    jest.useFakeTimers()
    await sendContactMessage({
      url,
      body: new FormData(),
      fetchImpl: async () => new Response(null),
    })
    expect(jest.getTimerCount()).toBe(0)
  })
})
