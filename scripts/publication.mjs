// The publish workflow's steps that decide and report (the decisions themselves are
// imported below). Node alone, no dependency: `start` and `finish` run even when `npm ci`
// fails.
//   node scripts/publication.mjs due      for a scheduled run, whether to publish at all
//                                         (`publicationDue`), as the step's output `due`
//   node scripts/publication.mjs start    the commit status "Publicando…"
//   node scripts/publication.mjs check    the content check, then the uploads'; writes
//                                         `target` (site, preview, refused, error) to the
//                                         step's outputs, and fails unless the commit can
//                                         go live
//   node scripts/publication.mjs build    `npm run build`; an export past a host's limit
//                                         is refused by its first problem, as content is
//   node scripts/publication.mjs deploy   `wrangler deploy` of out/ and the Worker: the
//                                         site's, or the preview's (`deployArguments`)
//   node scripts/publication.mjs finish   the final commit status and the run's summary;
//                                         when the site went live, its deployment record
//                                         (`LIVE_ENVIRONMENT`)
//   node scripts/publication.mjs retire   once the site is live, takes the preview's
//                                         Worker down
// Reads GitHub Actions' variables (GITHUB_TOKEN, GITHUB_REPOSITORY, GITHUB_SHA, …), for
// `deploy` NEXT_PUBLIC_SITE_URL and CONTACT_AUTOMATION_URL (and wrangler its own
// CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID), for `finish` BUILT and DEPLOYED (the
// steps' outcomes), WRANGLER_OUTPUT_FILE_PATH and SITE_URL, for `retire`
// CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID.
import { spawnSync } from 'node:child_process'
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  contentOutcome,
  deployArguments,
  finalStatus,
  isPublishedRef,
  LIVE_ENVIRONMENT,
  liveAddress,
  PUBLISH_WORKFLOW,
  PUBLISHED_BRANCH,
  publicationDue,
  STATUS_CONTEXT,
  summary,
  texts,
  workerOf,
} from './lib/publication.mjs'
import { githubApi } from './lib/github-api.mjs'
import { deleteWorker } from './lib/workers-api.mjs'
import { dayInBrasilia } from '../lib/format.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const env = process.env
const runUrl = `${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
/** The check's result, from `check` to `finish`, in the job's temporary folder. */
const outcomeFile = path.join(env.RUNNER_TEMP ?? root, 'publication-outcome.json')

const github = githubApi({ token: env.GITHUB_TOKEN, base: env.GITHUB_API_URL })
const repo = `/repos/${env.GITHUB_REPOSITORY}`

/** Sets the commit status of the commit the job builds. */
async function setStatus(status) {
  await github('POST', `${repo}/statuses/${env.GITHUB_SHA}`, {
    ...status,
    context: STATUS_CONTEXT,
  })
  console.log(`Commit status: ${status.state}, ${status.description}, ${status.target_url}`)
}

/**
 * The record that the site went live at `address`, which the repository's page shows and
 * the watch reads; false when GitHub refused it (the next publication leaves it again).
 */
async function recordLive(address) {
  try {
    const deployment = await github('POST', `${repo}/deployments`, {
      ref: env.GITHUB_SHA,
      environment: LIVE_ENVIRONMENT,
      description: texts.site,
      auto_merge: false,
      required_contexts: [],
    })
    await github('POST', `${repo}/deployments/${deployment.id}/statuses`, {
      state: 'success',
      environment_url: address,
    })
    return true
  } catch (error) {
    console.error(error)
    return false
  }
}

/**
 * For a scheduled run, whether to publish: a run that already succeeded today built
 * today's scheduled posts. Any other event publishes; so does a schedule when GitHub
 * cannot say (publishing twice is harmless, missing a day is not).
 */
async function due() {
  let answer = true
  if (env.GITHUB_EVENT_NAME === 'schedule') {
    try {
      const { workflow_runs: runs } = await github(
        'GET',
        `${repo}/actions/workflows/${PUBLISH_WORKFLOW}/runs?branch=${PUBLISHED_BRANCH}&status=success&per_page=20`,
      )
      answer = publicationDue({ runs, today: dayInBrasilia(new Date()), dayOf: dayInBrasilia })
    } catch (error) {
      console.error(error)
    }
  }
  if (!answer) console.log(texts.alreadyPublished)
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `due=${answer}\n`)
}

/** Runs one of the build's steps, passing its output on; its status and output. */
function run(script, args = []) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: root, encoding: 'utf8' })
  process.stdout.write(result.stdout ?? '')
  process.stderr.write(result.stderr ?? '')
  return result
}

function check() {
  // One day for the check and the build, even across midnight: a scheduled entry is either
  // in every page that lists it or in none (`publicationDay`).
  env.SITE_TODAY ||= dayInBrasilia(new Date())
  if (env.GITHUB_ENV) appendFileSync(env.GITHUB_ENV, `SITE_TODAY=${env.SITE_TODAY}\n`)
  let outcome = contentOutcome(run('scripts/check-content.mjs', ['--release']))
  // A broken upload is the content's problem too, refused by file as the check refuses a
  // field, not a technical error of the build that would run it next.
  if (outcome.target === 'site' || outcome.target === 'preview') {
    const images = run('scripts/process-images.mjs')
    if (images.status !== 0) outcome = contentOutcome(images)
  }
  writeFileSync(outcomeFile, JSON.stringify(outcome))
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `target=${outcome.target}\n`)
  console.log(`Target: ${outcome.target}`)
  return outcome.target === 'site' || outcome.target === 'preview' ? 0 : 1
}

/**
 * Builds the site. A build that stops on a limit of the hosts' (`EXPORT_LIMITS`) refuses
 * the commit with the reason, as the content check does; any other failure stays a
 * technical one.
 */
function build() {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'inherit', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  })
  process.stderr.write(result.stderr ?? '')
  const outcome = contentOutcome({ status: result.status, stderr: result.stderr })
  if (outcome.target === 'refused') writeFileSync(outcomeFile, JSON.stringify(outcome))
  return result.status === 0 ? 0 : 1
}

async function finish() {
  const outcome = existsSync(outcomeFile)
    ? JSON.parse(readFileSync(outcomeFile, 'utf8'))
    : undefined
  const wranglerFile = env.WRANGLER_OUTPUT_FILE_PATH
  const address =
    outcome &&
    liveAddress({
      target: outcome.target,
      wranglerOutput:
        wranglerFile && existsSync(wranglerFile) ? readFileSync(wranglerFile, 'utf8') : '',
      siteUrl: env.SITE_URL,
    })
  const status = finalStatus({
    outcome,
    built: env.BUILT,
    deployed: env.DEPLOYED,
    address,
    runUrl,
  })
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, summary({ outcome, status }))
  await setStatus(status)
  if (status.state !== 'success' || outcome?.target !== 'site') return 0
  if (await recordLive(address)) return 0
  console.log(texts.liveRecordFailed)
  if (env.GITHUB_STEP_SUMMARY)
    appendFileSync(env.GITHUB_STEP_SUMMARY, `${texts.liveRecordFailed}\n`)
  return 1
}

/**
 * Deploys out/ and the Worker with wrangler: the site's Worker, or the preview's. Each
 * deployment is a version Cloudflare keeps, which the dashboard or `wrangler rollback` can
 * go back to; none is served at an address of its own (wrangler.jsonc's `preview_urls`).
 */
function deploy() {
  if (!isPublishedRef(env.GITHUB_REF)) {
    console.error(texts.notPublishedBranch(env.GITHUB_REF_NAME ?? env.GITHUB_REF))
    return 1
  }
  const { target } = JSON.parse(readFileSync(outcomeFile, 'utf8'))
  const commit = spawnSync('git', ['log', '-1', '--format=%H%n%s'], { cwd: root, encoding: 'utf8' })
  const [sha, subject] = commit.status === 0 ? commit.stdout.trim().split('\n') : []
  const args = deployArguments({
    target,
    siteUrl: env.NEXT_PUBLIC_SITE_URL,
    automationUrl: env.CONTACT_AUTOMATION_URL,
    commit: sha ? { sha, subject: subject ?? '' } : undefined,
  })
  const wrangler = path.join(root, 'node_modules/wrangler/bin/wrangler.js')
  // The automation's address stays out of the run's log, which the repository's readers see.
  console.log(`wrangler deploy: ${target === 'preview' ? 'the preview' : 'the site'}`)
  return (
    spawnSync(process.execPath, [wrangler, ...args], { cwd: root, stdio: 'inherit' }).status ?? 1
  )
}

/** Once the site is live, the preview's Worker goes, and its address with it. */
async function retire() {
  const { target } = JSON.parse(readFileSync(outcomeFile, 'utf8'))
  if (target !== 'site') return 0
  let line
  try {
    const result = await deleteWorker({
      accountId: env.CLOUDFLARE_ACCOUNT_ID,
      token: env.CLOUDFLARE_API_TOKEN,
      name: workerOf('preview'),
    })
    line = result === 'deleted' ? texts.previewRetired : texts.previewGone
  } catch (error) {
    console.error(error)
    line = texts.previewRetireFailed
  }
  console.log(line)
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `${line}\n`)
  return line === texts.previewRetireFailed ? 1 : 0
}

const [command] = process.argv.slice(2)
if (command === 'due') {
  await due()
} else if (command === 'start') {
  await setStatus({ state: 'pending', description: texts.pending, target_url: runUrl })
} else if (command === 'check') {
  process.exitCode = check()
} else if (command === 'build') {
  process.exitCode = build()
} else if (command === 'deploy') {
  process.exitCode = deploy()
} else if (command === 'finish') {
  process.exitCode = await finish()
} else if (command === 'retire') {
  process.exitCode = await retire()
} else {
  throw new Error('Usage: node scripts/publication.mjs due|start|check|build|deploy|finish|retire')
}
