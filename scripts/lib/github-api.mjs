// GitHub's REST API as the workflows' scripts call it, with the job's token. Node alone:
// the watch installs nothing, and the publication reports even when `npm ci` fails.

/**
 * `api(method, path, body)` against GitHub's API (`GITHUB_API_URL` in Actions): the answer's
 * JSON, nothing for a 204, or an error that carries the status and GitHub's message.
 */
export function githubApi({ token, base = 'https://api.github.com', fetch = globalThis.fetch }) {
  return async (method, path, body) => {
    const answer = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/vnd.github+json',
        'X-GitHub-Api-Version': '2022-11-28',
      },
      ...(body && { body: JSON.stringify(body) }),
    })
    if (!answer.ok) {
      throw new Error(`GitHub ${method} ${path}: ${answer.status} ${await answer.text()}`)
    }
    return answer.status === 204 ? undefined : answer.json()
  }
}
