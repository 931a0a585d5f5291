// The hourly watch over the live site, the watch workflow's steps (the checks themselves are
// imported below). Node alone, no dependency.
//   node scripts/watch.mjs live    whether the site has gone live (the site's Worker is
//                                  deployed on Cloudflare), as the step's output `live`
//   node scripts/watch.mjs check   every check; keeps one
// GitHub issue open while anything fails (so GitHub e-mails whoever watches the
// repository) and closes it with a note when all is clear. Exits 1 while something fails,
// which the editor's status bar reads from the run.
// Reads SITE_URL, CHAT_AGENT_ID, CLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID and GitHub
// Actions' GITHUB_TOKEN and GITHUB_REPOSITORY.
import { appendFileSync } from 'node:fs'
import tls from 'node:tls'

import { CHAT_SERVICE_ORIGIN } from '../lib/chat.ts'
import { WORKER } from './lib/publication.mjs'
import { keepIssue, runWatch } from './lib/watch.mjs'
import { isDeployed } from './lib/workers-api.mjs'

const env = process.env
const runUrl = `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
const github = env.GITHUB_API_URL ?? 'https://api.github.com'

/** Whether the site has gone live: the site's Worker is deployed. */
const launched = () =>
  isDeployed({
    accountId: env.CLOUDFLARE_ACCOUNT_ID,
    token: env.CLOUDFLARE_API_TOKEN,
    name: WORKER.name,
  })

/** When the certificate a host presents ends. */
function certificateExpiry(host) {
  return new Promise((resolve, reject) => {
    // An expired certificate is still read, so that the watch can say it expired.
    const options = {
      host,
      port: 443,
      servername: host,
      timeout: 20_000,
      rejectUnauthorized: false,
    }
    const socket = tls.connect(options, () => {
      const { valid_to: validTo } = socket.getPeerCertificate()
      socket.end()
      resolve(new Date(validTo))
    })
    socket.on('error', reject)
    socket.on('timeout', () => socket.destroy(new Error('timeout')))
  })
}

/** GitHub's API, with the job's token. */
async function api(method, path, body) {
  const answer = await fetch(`${github}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${env.GITHUB_TOKEN}`,
      Accept: 'application/vnd.github+json',
      'X-GitHub-Api-Version': '2022-11-28',
    },
    ...(body && { body: JSON.stringify(body) }),
  })
  if (!answer.ok)
    throw new Error(`GitHub ${method} ${path}: ${answer.status} ${await answer.text()}`)
  return answer.status === 204 ? undefined : answer.json()
}

/** Runs every check, reports it in the run's summary and in the issue. */
async function check() {
  const results = await runWatch({
    siteUrl: env.SITE_URL,
    chatAgentId: env.CHAT_AGENT_ID,
    chatServiceOrigin: CHAT_SERVICE_ORIGIN,
    certificateExpiry,
  })
  const lines = results.map(
    ({ name, ok, problem }) => `${ok ? '✓' : '✗'} ${name}${ok ? '' : `: ${problem}`}`,
  )
  console.log(lines.join('\n'))
  if (env.GITHUB_STEP_SUMMARY) {
    const list = lines.map((line) => `- ${line}`).join('\n')
    appendFileSync(env.GITHUB_STEP_SUMMARY, `## Verificação do site\n\n${list}\n`)
  }
  const failures = results.filter(({ ok }) => !ok)
  await keepIssue({
    failures,
    api,
    repository: env.GITHUB_REPOSITORY,
    siteUrl: env.SITE_URL,
    runUrl,
  })
  return failures.length > 0 ? 1 : 0
}

const [command] = process.argv.slice(2)
if (command === 'live') {
  // The checking step runs only once the site is live; before, it is skipped, and the
  // editor's bar shows nothing of the watch.
  const live = await launched()
  if (!live) console.log('O site ainda não foi lançado: a verificação espera o lançamento.')
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `live=${live}\n`)
} else if (command === 'check') {
  process.exitCode = await check()
} else {
  throw new Error('Usage: node scripts/watch.mjs live|check')
}
