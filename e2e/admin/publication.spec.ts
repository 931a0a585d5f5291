import path from 'node:path'

import type { Page, Route } from '@playwright/test'

import {
  type CombinedStatus,
  DECAP_USER_KEY,
  type OpenIssues,
  publicationMessage,
  publicationTexts,
  type RunJobs,
  watchMessage,
  type WorkflowRuns,
} from '../../editor/publication-message'
import { expect, test } from '../fixtures'
import { publicationSettings, serveBuild, signIn } from './editor-page'

/**
 * The editor's status bar, which says whether the latest save went live. It reads the
 * publish workflow's commit status from GitHub with the token of whoever signed in, so the
 * editor runs here as on the published site: the build of out/ at an address that is not
 * this machine's (where the editor signs in to GitHub, not to decap-server), with a
 * signed-in person's record where Decap keeps it, and GitHub's API answered by the test.
 */

/** Where the built editor commits, and the workflow's status it looks for. */
const out = path.join(__dirname, '../../out')
const settings = publicationSettings(out)

const token = 'stand-in-token'
const api = 'https://api.github.com'
const run = `https://github.com/${settings.repository}/actions/runs/7`
const status = (state: 'failure' | 'success', description: string, target_url: string) =>
  ({
    sha: 'c0ffee',
    statuses: [
      {
        context: 'ci',
        state: 'success',
        description: null,
        target_url: null,
        updated_at: '2026-11-26T17:00:00Z',
      },
      {
        context: settings.context,
        state,
        description,
        target_url,
        updated_at: '2026-11-26T17:32:05Z',
      },
    ],
  }) satisfies CombinedStatus
const failure = status('failure', 'content/data/company.json, Telefone: deve ter o DDD', run)
const address = 'https://www.horizonte.example/'
const success = status('success', 'Site atualizado', address)

/** What the bar should say of an answer, in the time of the browser's zone (the office's). */
const expected = (answer: CombinedStatus) =>
  publicationMessage(answer, settings.context, test.info().project.use.timezoneId)!

/**
 * GitHub's API as the editor meets it: who signed in, their access to the repository, and
 * the branch's status, `answer()` at the moment it is asked. Returns the tokens the bar's
 * requests carried.
 */
async function github(
  page: Page,
  answer: () => CombinedStatus,
  watch?: () => { runs: WorkflowRuns; jobs: RunJobs; issues: OpenIssues },
) {
  const tokens: string[] = []
  const json = (route: Route, body: unknown, status = 200) => route.fulfill({ status, json: body })
  await page.route(`${api}/**`, (route) => {
    const { pathname } = new URL(route.request().url())
    if (pathname === '/user')
      return json(route, { login: 'equipe', name: 'Equipe', avatar_url: '' })
    if (pathname === `/repos/${settings.repository}`) {
      const owner = settings.repository.split('/')[0]
      return json(route, { owner: { login: owner }, permissions: { push: true } })
    }
    if (pathname === `/repos/${settings.repository}/commits/${settings.branch}/status`) {
      tokens.push(route.request().headers().authorization ?? '')
      return json(route, answer())
    }
    if (
      watch &&
      pathname === `/repos/${settings.repository}/actions/workflows/${settings.watch.workflow}/runs`
    )
      return json(route, watch().runs)
    if (watch && /^\/repos\/[^/]+\/[^/]+\/actions\/runs\/\d+\/jobs$/.test(pathname))
      return json(route, watch().jobs)
    const { searchParams } = new URL(route.request().url())
    if (
      watch &&
      pathname === `/repos/${settings.repository}/issues` &&
      searchParams.get('state') === 'open' &&
      searchParams.get('labels') === settings.watch.issueLabel
    )
      return json(route, watch().issues)
    return json(route, { message: 'Not Found' }, 404)
  })
  return tokens
}

/**
 * Opens the built editor as someone signed in with GitHub, as Decap keeps them. The bar asks
 * again on its own after a while; the tests move the page's clock there.
 */
async function openSignedIn(page: Page) {
  const origin = await serveBuild(page, out)
  await page.addInitScript(([key, user]) => localStorage.setItem(key, user), [
    DECAP_USER_KEY,
    JSON.stringify({ backendName: 'github', token, login: 'equipe' }),
  ] as const)
  await page.clock.install()
  await page.goto(`${origin}/admin/`)
}

test('says why the latest save did not go live, with the whole report a click away, then that it did', async ({
  page,
}) => {
  let answer = failure
  const tokens = await github(page, () => answer)
  await openSignedIn(page)

  const bar = page.getByRole('status', { name: publicationTexts.label })
  await expect(bar).toContainText(expected(failure).text)
  await expect(bar.getByRole('link', { name: publicationTexts.reasonLink })).toHaveAttribute(
    'href',
    run,
  )
  expect(tokens[0]).toBe(`token ${token}`)

  answer = success
  await page.clock.fastForward('05:00')
  await expect(bar).toContainText(expected(success).text)
  await expect(bar.getByRole('link', { name: publicationTexts.open })).toHaveAttribute(
    'href',
    address,
  )
  await expect(bar).not.toContainText(expected(failure).text)
})

test("shows the watch's last result under the publication's, and nothing of it before launch", async ({
  page,
}) => {
  const watchRun = {
    id: 9,
    html_url: `https://github.com/${settings.repository}/actions/runs/9`,
    updated_at: '2026-11-28T12:18:00Z',
  }
  const checked = (conclusion: string): RunJobs => ({
    jobs: [
      {
        steps: [{ name: settings.watch.step, conclusion, completed_at: '2026-11-28T12:17:58Z' }],
      },
    ],
  })
  let jobs = checked('skipped')
  let issues: OpenIssues = []
  await github(
    page,
    () => success,
    () => ({ runs: { workflow_runs: [watchRun] }, jobs, issues }),
  )
  await openSignedIn(page)
  const bar = page.getByRole('status', { name: publicationTexts.label })
  const { timezoneId } = test.info().project.use
  const line = (conclusion: string, open: OpenIssues = []) =>
    watchMessage(watchRun, checked(conclusion), open, settings.watch, timezoneId)!

  // Before launch the check is skipped: the bar speaks of the publication alone.
  await expect(bar).toContainText(expected(success).text)
  await expect(bar).not.toContainText('Verificação do site')

  // A problem that lasted two runs: the issue is open, and the bar links to it.
  const issue = { html_url: `https://github.com/${settings.repository}/issues/4` }
  jobs = checked('success')
  issues = [issue]
  await page.clock.fastForward('05:00')
  await expect(bar).toContainText(line('success', issues).text)
  await expect(bar.getByRole('link', { name: publicationTexts.watchLink })).toHaveAttribute(
    'href',
    issue.html_url,
  )
  await expect(bar).toContainText(expected(success).text)

  issues = []
  await page.clock.fastForward('05:00')
  await expect(bar).toContainText(line('success').text)
  await expect(bar).not.toContainText(line('success', [issue]).text)

  // The watch itself could not finish: said as such, with its run.
  jobs = checked('failure')
  await page.clock.fastForward('05:00')
  await expect(bar).toContainText(line('failure').text)
  await expect(bar.getByRole('link', { name: publicationTexts.watchBrokenLink })).toHaveAttribute(
    'href',
    watchRun.html_url,
  )
})

test('says nothing with the local backend, which publishes nothing', async ({ page }) => {
  const asked: string[] = []
  await page.route(`${api}/**`, (route) => {
    asked.push(route.request().url())
    return route.abort()
  })
  await page.clock.install()
  await signIn(page)
  // Past the moments the bar looks again for someone signed in to GitHub.
  await page.clock.fastForward('00:30')
  await expect(page.getByRole('status', { name: publicationTexts.label })).toBeEmpty()
  expect(asked).toEqual([])
})
