import { createHash } from 'node:crypto'

import type { Page, Route } from '@playwright/test'

/**
 * GitHub's API as the editor (Decap's GitHub backend) meets it, answered by the test from
 * a repository held in memory: the signed-in person, the repository and its branch, trees,
 * blobs, the commits of a file, the branch's status, and GraphQL's batched reads of blobs.
 * Every request is counted; one the stand-in does not know is a 404, counted as such.
 */

export const GITHUB_API = 'https://api.github.com'

/** A request as counted: `GET /repos/…/git/blobs`, `POST /graphql`… (ids left out). */
export type CountedRequest = { kind: string; url: string }

/** The git id of a file's content, as GitHub names its blob. */
const blobSha = (content: Buffer) =>
  createHash('sha1')
    .update(Buffer.concat([Buffer.from(`blob ${content.length}\0`), content]))
    .digest('hex')

/** The request's kind: its method and path, with the ids and file names in it left out. */
function kindOf(method: string, pathname: string, repository: string) {
  const path = pathname.replace(`/repos/${repository}`, '/repos/:repo')
  if (path.startsWith('/repos/:repo/git/trees/')) return `${method} /repos/:repo/git/trees`
  if (path.startsWith('/repos/:repo/git/blobs/')) return `${method} /repos/:repo/git/blobs`
  return `${method} ${path}`
}

/**
 * Answers GitHub's API for `page` from `files` (path in the repository → content) on
 * `branch` of `repository`. Returns the requests, as they come.
 */
export async function serveGitHub(
  page: Page,
  { repository, branch, files }: { repository: string; branch: string; files: Map<string, Buffer> },
) {
  const requests: CountedRequest[] = []
  const blobs = new Map([...files.values()].map((content) => [blobSha(content), content]))
  const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, json: body })

  /** The files of `folder`, its subfolders' too when `recursive`, as a tree lists them. */
  const tree = (folder: string, recursive: boolean) =>
    [...files]
      .filter(([path]) => path.startsWith(`${folder}/`))
      .map(([path, content]) => ({ path: path.slice(folder.length + 1), content }))
      .filter(({ path }) => recursive || !path.includes('/'))
      .map(({ path, content }) => ({
        path,
        mode: '100644',
        type: 'blob',
        sha: blobSha(content),
        size: content.length,
      }))

  await page.route(`${GITHUB_API}/**`, async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    const kind = kindOf(request.method(), url.pathname, repository)
    requests.push({ kind, url: request.url() })
    const repo = `/repos/${repository}`
    if (url.pathname === '/user') return json(route, { login: 'equipe', name: 'Equipe' })
    if (url.pathname === repo) {
      return json(route, {
        owner: { login: repository.split('/')[0] },
        permissions: { push: true },
      })
    }
    if (url.pathname.startsWith(`${repo}/git/trees/${branch}:`)) {
      const folder = decodeURIComponent(url.pathname.slice(`${repo}/git/trees/${branch}:`.length))
      const entries = tree(folder, url.searchParams.has('recursive'))
      return entries.length
        ? json(route, { sha: 'tree', tree: entries, truncated: false })
        : json(route, { message: 'Not Found' }, 404)
    }
    if (url.pathname.startsWith(`${repo}/git/blobs/`)) {
      const sha = url.pathname.split('/').pop()!
      const content = blobs.get(sha)
      return content
        ? json(route, {
            sha,
            size: content.length,
            encoding: 'base64',
            content: content.toString('base64'),
          })
        : json(route, { message: 'Not Found' }, 404)
    }
    if (url.pathname === `${repo}/commits` && url.searchParams.has('path')) {
      const author = {
        name: 'Equipe',
        email: 'equipe@exemplo.com.br',
        date: '2026-11-20T12:00:00Z',
      }
      return json(route, [{ sha: 'c0ffee', commit: { author, committer: author } }])
    }
    if (url.pathname === `${repo}/commits/${branch}/status`) {
      return json(route, { sha: 'c0ffee', statuses: [] })
    }
    if (url.pathname === '/graphql' && request.method() === 'POST') {
      return json(route, answerGraphql(request.postDataJSON(), blobs))
    }
    return json(route, { message: 'Not Found' }, 404)
  })
  return requests
}

/** GraphQL's answer to the editor's batched read of blobs: each aliased `object(oid:)` with its text. */
function answerGraphql(
  { query }: { query: string },
  blobs: Map<string, Buffer>,
): { data: { repository: Record<string, { text: string } | null> } } {
  const repository: Record<string, { text: string } | null> = {}
  for (const [, alias, oid] of query.matchAll(/(\w+): object\(oid: "([0-9a-f]{40})"\)/g)) {
    const content = blobs.get(oid!)
    repository[alias!] = content ? { text: content.toString('utf8') } : null
  }
  return { data: { repository } }
}

/** How many requests of each kind, the most frequent first. */
export function countByKind(requests: readonly CountedRequest[]) {
  const counts = new Map<string, number>()
  for (const { kind } of requests) counts.set(kind, (counts.get(kind) ?? 0) + 1)
  return Object.fromEntries([...counts].sort((a, b) => b[1] - a[1]))
}
