// What the publication asks Cloudflare's API about the site's Workers: once the site is
// live, taking the preview's Worker down, so that its address shows nothing any more. Node
// alone: the workflow runs it with fetch.

/** Cloudflare's API. */
export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4'

/** The address of a Worker of the account in Cloudflare's API. */
const scriptUrl = ({ api = CLOUDFLARE_API, accountId, name }) =>
  `${api}/accounts/${accountId}/workers/scripts/${encodeURIComponent(name)}`

/** Cloudflare's answer, or an error that carries it; `absent` for a Worker that does not exist. */
async function ask(fetch, url, { token, method = 'GET', what }) {
  const response = await fetch(url, { method, headers: { Authorization: `Bearer ${token}` } })
  const body = await response.json().catch(() => undefined)
  if (response.status === 404) return 'absent'
  if (!response.ok || !body?.success) {
    throw new Error(`${what} failed: ${response.status} ${JSON.stringify(body)}`)
  }
  return body
}

/**
 * Deletes the Worker `name`, its versions with it: `deleted`, or `absent` when it was gone
 * already. Its database binding goes, not the database: the site's Worker reads the same.
 */
export async function deleteWorker({ accountId, token, name, fetch = globalThis.fetch, api }) {
  const body = await ask(fetch, scriptUrl({ api, accountId, name }), {
    token,
    method: 'DELETE',
    what: `Deleting ${name}`,
  })
  return body === 'absent' ? 'absent' : 'deleted'
}
