import { deleteWorker } from './workers-api.mjs'

const account = { accountId: 'conta', token: 'segredo', api: 'https://api.test/client/v4' }

/** A stand-in of Cloudflare's API that answers `answer` and records each request. */
function stub(status, body) {
  const requests = []
  const fetch = async (url, init) => {
    requests.push({ url, method: init?.method ?? 'GET', auth: init?.headers?.Authorization })
    return new Response(body === undefined ? null : JSON.stringify(body), { status })
  }
  return { fetch, requests }
}

describe('deleteWorker', () => {
  test('deletes the Worker by name', async () => {
    const { fetch, requests } = stub(200, { success: true, result: null })
    await expect(deleteWorker({ ...account, name: 'horizonte-ti-previa', fetch })).resolves.toBe(
      'deleted',
    )
    expect(requests[0]).toMatchObject({
      url: 'https://api.test/client/v4/accounts/conta/workers/scripts/horizonte-ti-previa',
      method: 'DELETE',
    })
  })

  test('a Worker already gone is no failure', async () => {
    const { fetch } = stub(404, { success: false, errors: [{ code: 10007 }] })
    await expect(deleteWorker({ ...account, name: 'x', fetch })).resolves.toBe('absent')
  })

  test('any other refusal fails with the answer', async () => {
    const { fetch } = stub(500, { success: false })
    await expect(deleteWorker({ ...account, name: 'x', fetch })).rejects.toThrow(/500/)
  })

  test('fails, with Cloudflare’s answer, when the API refuses', async () => {
    const { fetch } = stub(403, { success: false, errors: [{ code: 10000 }] })
    await expect(deleteWorker({ ...account, name: 'x', fetch })).rejects.toThrow(/403.*10000/)
  })
})
