import type { Page } from '@playwright/test'

import { DECAP_USER_KEY } from '../../editor/publication-message'
import { adminPhrases } from '../../editor/locale'
import { workerRoutes } from '../../lib/worker-routes'
import { signInTexts } from '../../content/texts/sign-in'
import { expect, test } from '../fixtures'
import { expectEditorOpenerPolicy } from '../hosting'
import { standIns } from './stand-ins.mjs'

/**
 * The editor's sign-in with GitHub, carried out by the site's Worker (worker/sign-in.ts)
 * against the stand-in of GitHub's OAuth service (github-stand-in.mjs), as Decap drives it
 * from /admin/: a window of its own that goes to GitHub and back, then hands the token to
 * the editor. GitHub's API, which the editor reads once signed in, is answered by the test.
 */

const github = process.env.WORKER_GITHUB_URL!
const { clientId, token } = standIns.github

/** Where the built editor commits, and where it would find decap-server, from its config.yml. */
async function builtConfig(page: Page) {
  const config = await (await page.request.get('/admin/config.yml')).json()
  return config as { backend: { repo: string }; local_backend: { url: string } }
}

/**
 * Opens the editor at its sign-in screen, as on the site: no decap-server on this machine,
 * and GitHub's API answering whoever brings the stand-in's token, with write access to the
 * repository.
 */
async function openEditor(page: Page) {
  const config = await builtConfig(page)
  await page.route(config.local_backend.url, (route) => route.abort())
  await page.route('https://api.github.com/**', (route) => {
    const { pathname } = new URL(route.request().url())
    const signedIn = route.request().headers().authorization === `token ${token}`
    if (!signedIn) return route.fulfill({ status: 401, json: { message: 'Bad credentials' } })
    if (pathname === '/user') {
      return route.fulfill({ json: { login: 'equipe', name: 'Equipe', avatar_url: '' } })
    }
    if (pathname === `/repos/${config.backend.repo}`) {
      const owner = config.backend.repo.split('/')[0]
      return route.fulfill({ json: { owner: { login: owner }, permissions: { push: true } } })
    }
    return route.fulfill({ status: 404, json: { message: 'Not Found' } })
  })
  await page.goto('/admin/')
}

/** Who Decap keeps as signed in, if anyone. */
const storedUser = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), DECAP_USER_KEY)

test('sends the window to GitHub with the App, a one-time state and the way back to this site', async ({
  request,
  baseURL,
}) => {
  const response = await request.get(
    `${workerRoutes.signIn}?provider=github&site_id=127.0.0.1&scope=repo`,
    { maxRedirects: 0 },
  )
  expect(response.status()).toBe(302)
  const location = new URL(response.headers().location!)
  expect(`${location.origin}${location.pathname}`).toBe(`${github}/login/oauth/authorize`)
  const query = Object.fromEntries(location.searchParams)
  expect(query).toEqual({
    client_id: clientId,
    redirect_uri: `${new URL(baseURL!).origin}${workerRoutes.signInCallback}`,
    scope: 'repo',
    state: expect.stringMatching(/^[\w-]{43}$/),
  })
  // The state waits in a cookie only the sign-in's addresses get, for ten minutes.
  const cookie = response.headers()['set-cookie']!.split('; ')
  expect(cookie[0]).toMatch(new RegExp(`=${query.state}$`))
  expect(cookie).toEqual(
    expect.arrayContaining(['Path=/api/auth', 'Max-Age=600', 'HttpOnly', 'SameSite=Lax']),
  )
  // The window must stay the editor's opener all the way, and carry no address on.
  expect(response.headers()['cross-origin-opener-policy']).toBe('unsafe-none')
  expect(response.headers()['referrer-policy']).toBe('no-referrer')
})

test('signs in through GitHub in a window of its own, and the editor gets the token', async ({
  page,
}) => {
  // The editor's page keeps in touch with the windows it opens (scripts/security/hosts/).
  await expectEditorOpenerPolicy(page.request)
  const visited: string[] = []
  page.context().on('request', (request) => visited.push(request.url()))
  await openEditor(page)
  const window = page.waitForEvent('popup')
  await page.getByRole('button', { name: adminPhrases.auth.loginWithGitHub }).click()

  await expect(
    page.getByRole('heading', { name: adminPhrases.collection.sidebar.collections }),
  ).toBeVisible()
  expect(await storedUser(page)).toMatchObject({ backendName: 'github', token })
  // The window went through GitHub and back to this site, and the editor closed it.
  expect(visited).toContainEqual(expect.stringMatching(`^${github}/login/oauth/authorize\\?`))
  expect(visited).toContainEqual(expect.stringContaining(`${workerRoutes.signInCallback}?code=`))
  await expect.poll(async () => (await window).isClosed()).toBe(true)
})

test('a sign-in that comes back with another state ends without a token, and the editor says why', async ({
  page,
}) => {
  // GitHub brings back a state other than the one the Worker gave this browser, as a
  // callback forged elsewhere would: the window's first answer is changed on its way.
  await page.context().route(
    (url) => url.pathname === workerRoutes.signIn,
    async (route) => {
      const response = await route.fetch({ maxRedirects: 0 })
      const location = new URL(response.headers().location!)
      location.searchParams.set('state', 'forjado')
      await route.fulfill({ response, headers: { ...response.headers(), location: location.href } })
    },
  )
  await openEditor(page)
  await page.getByRole('button', { name: adminPhrases.auth.loginWithGitHub }).click()

  await expect(page.getByText(signInTexts.staleState)).toBeVisible()
  await expect(page.getByRole('button', { name: adminPhrases.auth.loginWithGitHub })).toBeVisible()
  expect(await storedUser(page)).toBeNull()
})

test('a callback with no state, or another one, shows why and holds no token', async ({ page }) => {
  for (const state of ['forjado', undefined]) {
    // A real code, for a sign-in this browser started, its state in the cookie: only the
    // state the callback carries is wrong. Each callback clears the cookie, so each case
    // starts its own sign-in.
    const start = await page.request.get(`${workerRoutes.signIn}?provider=github&scope=repo`, {
      maxRedirects: 0,
    })
    const authorized = await page.request.get(start.headers().location!, { maxRedirects: 0 })
    const url = new URL(authorized.headers().location!)
    if (state) url.searchParams.set('state', state)
    else url.searchParams.delete('state')
    const response = await page.goto(url.href)
    expect(response!.status()).toBe(400)
    await expect(page.getByText(signInTexts.staleState)).toBeVisible()
    expect(await response!.text()).not.toContain(token)
  }
})
