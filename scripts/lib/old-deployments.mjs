// Every Cloudflare Pages deployment keeps an address of its own (<id>.<project>.pages.dev),
// and the preview's branch keeps `previa.<project>.pages.dev`: a testimonial, a logo or a
// figure withdrawn from the site would stay online there. After each publication the
// workflow deletes every deployment but the one that went live (and, before launch, the
// site's, if any); once the site is live, the preview goes with them.
// Node alone: the publish workflow runs it with fetch.

import { wranglerDeploy } from './publication.mjs'

/** Cloudflare's API, where the project's deployments are listed and deleted. */
export const CLOUDFLARE_API = 'https://api.cloudflare.com/client/v4'

/** How many deployments the API lists a page. */
const PAGE_SIZE = 25

/** The most pages of deployments read: 10,000, far past any project's history. */
const MAX_PAGES = 400

/**
 * The deployments to delete after `current` went live as `target` (`site` or `preview`):
 * every one but `current` and `canonical`, the one the project serves as its site (after a
 * rollback in the dashboard, not the newest), and, while only the preview went live, the
 * newest of the site's. `deployments` as the API lists them (`id`, `environment`,
 * `created_on`).
 */
export function deploymentsToDelete({ deployments, target, current, canonical }) {
  const production = deployments
    .filter((deployment) => deployment.environment === 'production')
    .toSorted((a, b) => b.created_on.localeCompare(a.created_on))
  const kept = new Set([current, canonical, target === 'site' ? current : production[0]?.id])
  return deployments.filter(({ id }) => !kept.has(id))
}

/**
 * Lists the project's deployments and deletes those `deploymentsToDelete` names, aliased ones
 * too (`force`: the preview's branch alias). Returns the ids deleted and the failures, each
 * with Cloudflare's answer; it stops at no failure, so one stuck deployment leaves the rest
 * deleted.
 */
export async function deleteOldDeployments({
  accountId,
  project,
  token,
  target,
  current,
  fetch = globalThis.fetch,
  api = CLOUDFLARE_API,
}) {
  const projectUrl = `${api}/accounts/${accountId}/pages/projects/${encodeURIComponent(project)}`
  const base = `${projectUrl}/deployments`
  const headers = { Authorization: `Bearer ${token}` }
  const read = async (url, what) => {
    const response = await fetch(url, { headers })
    const body = await response.json().catch(() => undefined)
    if (!response.ok || !body?.success) {
      throw new Error(`Reading ${what} failed: ${response.status} ${JSON.stringify(body)}`)
    }
    return body
  }
  // The deployment the project serves as its site, which is never deleted.
  const canonical = (await read(projectUrl, 'the project')).result?.canonical_deployment?.id
  const deployments = []
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await read(`${base}?page=${page}&per_page=${PAGE_SIZE}`, 'the deployments')
    deployments.push(...body.result)
    const pages = body.result_info?.total_pages
    if (body.result.length < PAGE_SIZE || (pages !== undefined && page >= pages)) break
  }
  const deleted = []
  const failed = []
  for (const { id } of deploymentsToDelete({ deployments, target, current, canonical })) {
    const response = await fetch(`${base}/${id}?force=true`, { method: 'DELETE', headers })
    if (response.ok) deleted.push(id)
    else failed.push({ id, answer: `${response.status} ${await response.text()}` })
  }
  return { deleted, failed }
}

/** The deployment wrangler just made, from the lines of its output file. */
export const deployedId = (wranglerOutput = '') => wranglerDeploy(wranglerOutput)?.deployment_id
