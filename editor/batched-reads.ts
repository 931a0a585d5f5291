/**
 * The editor's reads of a whole folder, a hundred files a request. Decap's GitHub backend
 * reads each entry with two requests, its file and its last commit, ten at a time. Listing
 * a page of posts reads twenty, but searching, sorting or filtering them reads every one:
 * at 1,000 posts, 1,981 requests (the editor's scale test), some 40 seconds at GitHub's
 * pace and two fifths of the hourly allowance of whoever is signed in. Here a folder's
 * files are read through GitHub's GraphQL API by their ids, a hundred aliased blobs a
 * query: 11 requests at 1,000 posts. The last commit of each file, which the editor shows
 * nowhere with this configuration (no `commit_date` field, no editorial workflow), is not
 * asked for at all. Should GraphQL fail, Decap reads the folder its own way.
 */

/** Blobs asked for in one GraphQL query: its answer stays near a megabyte for long posts. */
export const BLOBS_PER_QUERY = 100

/** A file of a folder as Decap's GitHub API lists it. */
type ListedFile = { path: string; id: string; name: string; size: number; type: string }

/** An entry as Decap's backends hand it over: its file (with its last change) and its text. */
type LoadedEntry = { file: ListedFile & { author: string; updatedOn: string }; data: string }

/** What of Decap's GitHub API client this reads and replaces (decap-cms-backend-github 3.x). */
type GitHubApi = {
  apiRoot: string
  originRepoOwner: string
  originRepoName: string
  originRepoURL: string
  listFiles(folder: string, options: { repoURL: string; depth: number }): Promise<ListedFile[]>
  readFileMetadata(path: string, sha: string | null | undefined): Promise<unknown>
}

/** What of Decap's GitHub backend this reads and replaces; `api` exists once signed in. */
type GitHubBackend = {
  token: string | null
  api: GitHubApi | null
  authenticate(...args: unknown[]): Promise<unknown>
  allEntriesByFolder(
    folder: string,
    extension: string,
    depth: number,
    pathRegex?: RegExp,
  ): Promise<LoadedEntry[]>
}

/** The GraphQL query for the text of `ids` in a repository, each blob under an alias. */
export function blobsQuery(owner: string, name: string, ids: readonly string[]) {
  const objects = ids.map((id, index) => `f${index}: object(oid: "${id}") { ... on Blob { text } }`)
  return `query { repository(owner: ${JSON.stringify(owner)}, name: ${JSON.stringify(name)}) { ${objects.join(' ')} } }`
}

/** The texts of a `blobsQuery` answer, in the order of its ids; throws on any missing. */
export function blobTexts(answer: unknown, count: number): string[] {
  const repository = (answer as { data?: { repository?: Record<string, { text?: unknown }> } }).data
    ?.repository
  return Array.from({ length: count }, (_, index) => {
    const text = repository?.[`f${index}`]?.text
    if (typeof text !== 'string') throw new Error(`GraphQL gave no text for blob ${index}`)
    return text
  })
}

/** `items` in runs of `size`. */
export const chunks = <T>(items: readonly T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  )

/** Reads every file of a folder that ends in `.extension` and matches `pathRegex`. */
async function readFolder(
  token: string | null,
  api: GitHubApi,
  [folder, extension, depth, pathRegex]: Parameters<GitHubBackend['allEntriesByFolder']>,
): Promise<LoadedEntry[]> {
  const suffix = extension.startsWith('.') ? extension : `.${extension}`
  const files = (await api.listFiles(folder, { repoURL: api.originRepoURL, depth })).filter(
    (file) => file.path.endsWith(suffix) && (!pathRegex || pathRegex.test(file.path)),
  )
  const texts = await Promise.all(
    chunks(files, BLOBS_PER_QUERY).map(async (batch) => {
      const response = await fetch(`${api.apiRoot}/graphql`, {
        method: 'POST',
        headers: { Authorization: `token ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query: blobsQuery(
            api.originRepoOwner,
            api.originRepoName,
            batch.map((file) => file.id),
          ),
        }),
      })
      if (!response.ok) throw new Error(`GraphQL answered ${response.status}`)
      return blobTexts(await response.json(), batch.length)
    }),
  )
  return texts
    .flat()
    .map((data, index) => ({ file: { ...files[index]!, author: '', updatedOn: '' }, data }))
}

/** Decap's GitHub backend with the batched reads above, and no per-file commit reads. */
function batched(backend: GitHubBackend): GitHubBackend {
  const ownRead = backend.allEntriesByFolder.bind(backend)
  backend.allEntriesByFolder = (...args) => {
    const { api, token } = backend
    if (!api) return ownRead(...args)
    return readFolder(token, api, args).catch((error: unknown) => {
      console.warn('Reading the folder in batches failed; reading it file by file.', error)
      return ownRead(...args)
    })
  }
  // Signing in, or coming back signed in, makes the API client these reads go through.
  const authenticate = backend.authenticate.bind(backend)
  backend.authenticate = async (...args) => {
    const user = await authenticate(...args)
    if (backend.api) backend.api.readFileMetadata = async () => ({ author: '', updatedOn: '' })
    return user
  }
  return backend
}

type BackendEntry = { init: (...args: unknown[]) => GitHubBackend }

/**
 * Makes the editor read folders in batches. Decap refuses to register a backend twice, so
 * this wraps the `init` of the one registered as `github` (call before `CMS.init()`).
 */
export function batchFolderReads(CMS: { getBackend(name: string): BackendEntry | undefined }) {
  const github = CMS.getBackend('github')
  if (!github) return
  const init = github.init
  github.init = (...args) => batched(init(...args))
}
