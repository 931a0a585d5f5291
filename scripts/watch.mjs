// The hourly watch over the live site, the watch workflow's steps (the checks and the
// counting are imported below). Node alone, no dependency.
//   node scripts/watch.mjs live    whether the site has gone live, as the step's output
//                                  `live` (`LIVE`): from the deployment record the
//                                  publication leaves on GitHub, read with the job's own
//                                  token; `unknown` when GitHub could not say
//   node scripts/watch.mjs check   every check; remembers what it found in WATCH_STATE_FILE
//                                  (the workflow carries it to the next run) and keeps one
//                                  GitHub issue open while a problem lasts two runs or more
// Neither fails on a site problem: the issue is the one channel, and GitHub e-mails whoever
// watches the repository. `check` exits 1 only when the watch itself could not finish
// (GitHub refused to update the issue), which the editor's status bar reads from the run.
// Reads SITE_URL, CHAT_AGENT_ID, LIVE, WATCH_STATE_FILE and GitHub Actions' GITHUB_TOKEN
// and GITHUB_REPOSITORY.
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { CHAT_SERVICE_ORIGIN } from '../lib/chat.ts'
import { githubApi } from './lib/github-api.mjs'
import { LIVE_ENVIRONMENT } from './lib/publication.mjs'
import {
  issueTexts,
  isLive,
  keepIssue,
  LIVE,
  nextState,
  runWatch,
  unconfirmedFailures,
} from './lib/watch.mjs'

const env = process.env
const runUrl = `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
const api = githubApi({ token: env.GITHUB_TOKEN, base: env.GITHUB_API_URL })

/** Whether the site has gone live; `unknown`, with the reason in the log, when GitHub fails. */
async function live() {
  let answer
  try {
    answer = await isLive({ api, repository: env.GITHUB_REPOSITORY, environment: LIVE_ENVIRONMENT })
  } catch (error) {
    console.error(error)
    answer = LIVE.unknown
  }
  if (answer === LIVE.no) {
    console.log('O site ainda não foi lançado: a verificação espera o lançamento.')
  }
  if (answer === LIVE.unknown) console.log(issueTexts.gateUnknown)
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `live=${answer}\n`)
}

/** What the last run found, or nothing on the first run (or when the cache lost it). */
function previousState(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined
  } catch {
    return undefined
  }
}

/** Runs every check, reports it in the run's summary, and keeps the issue. */
async function check() {
  const checks = await runWatch({
    siteUrl: env.SITE_URL,
    chatAgentId: env.CHAT_AGENT_ID,
    chatServiceOrigin: CHAT_SERVICE_ORIGIN,
  })
  // The gate's own failure is a line of the report, counted like any other.
  const gate = env.LIVE === LIVE.unknown ? [{ ...issueTexts.gate, ok: false }] : []
  const results = [...gate, ...checks]
  const stateFile = env.WATCH_STATE_FILE ?? path.join('.watch', 'state.json')
  const state = nextState(previousState(stateFile), results)
  mkdirSync(path.dirname(stateFile), { recursive: true })
  writeFileSync(stateFile, JSON.stringify(state))

  const waiting = new Set(unconfirmedFailures(results, state).map(({ name }) => name))
  const lines = results.map(({ name, ok, problem }) =>
    ok
      ? `✓ ${name}`
      : `✗ ${name}: ${problem}${waiting.has(name) ? ' (primeira vez: o aviso só abre se a próxima verificação encontrar o mesmo)' : ''}`,
  )
  console.log(lines.join('\n'))
  const list = lines.map((line) => `- ${line}`).join('\n')
  let outcome
  let updated = true
  try {
    const kept = await keepIssue({
      results,
      state,
      api,
      repository: env.GITHUB_REPOSITORY,
      siteUrl: env.SITE_URL,
      runUrl,
      now: new Date(),
    })
    outcome = issueTexts.outcomes[kept]
  } catch (error) {
    console.error(error)
    updated = false
    outcome = issueTexts.notUpdated(error.message.split('\n')[0])
  }
  console.log(outcome)
  if (env.GITHUB_STEP_SUMMARY) {
    appendFileSync(env.GITHUB_STEP_SUMMARY, `## Verificação do site\n\n${list}\n\n${outcome}\n`)
  }
  return updated ? 0 : 1
}

const [command] = process.argv.slice(2)
if (command === 'live') {
  await live()
} else if (command === 'check') {
  process.exitCode = await check()
} else {
  throw new Error('Usage: node scripts/watch.mjs live|check')
}
