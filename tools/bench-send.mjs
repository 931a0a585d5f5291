// How long a visitor waits, from pressing "Enviar Mensagem" to "Mensagem enviada!", with the
// form posting straight to a webhook and with it posting to the site's Worker.
//
//   npm run bench:send                             out/ against out-worker/
//   npm run bench:send -- --webhook=<dir>          another build posting to a webhook
//   npm run bench:send -- --runs=15                sends per build (default 9)
//   npm run bench:send -- --automation-delay=300   the automation answers this late
//
// out-worker/ runs through the site's Worker as the e2e suite runs it (e2e/worker/serve.mjs:
// `wrangler dev` with a local D1 database, and a stand-in automation it forwards to after
// it answers). The webhook build is served by `serve`; its webhook, on another host no
// browser reaches here, is answered through Playwright's routing by the same stand-in. The
// Worker's endpoint goes through the same routing, so both pay the same detour. Sends alternate between the two.
// Each is a fresh browser context on a desktop, unthrottled: the page itself records when
// the form is submitted and when the success toast enters the document, so the probe's own
// time is not counted. The figures are this machine's, with everything on loopback: the
// live difference is the round trip to the automation against the one to the database
// (worker/README.md says where the numbers are kept).
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { chromium } from '@playwright/test'

import { freePort } from '../scripts/lib/free-port.mjs'
import { spread } from './lib/spread.mjs'
import { servePreview } from './serve-preview.mjs'

const values = (name) =>
  process.argv.filter((arg) => arg.startsWith(`--${name}=`)).map((arg) => arg.split('=')[1])
const webhookDir = values('webhook')[0] ?? 'out'
const workerDir = 'out-worker'
const runs = Number(values('runs')[0] ?? 9)
const automationDelay = Number(values('automation-delay')[0] ?? 0)

const message = {
  Nome: 'Ana Souza',
  Telefone: '(31) 98888-7777',
  'E-mail': 'ana@empresa.com.br',
  Mensagem: 'Precisamos de suporte para 40 estações de trabalho.',
}

/** Installed before the page's scripts: the submit's time and the toast's, in the page. */
function recordSend() {
  const times = {}
  Object.defineProperty(window, '__send', { value: times })
  document.addEventListener('submit', () => (times.submitted ??= performance.now()), true)
  new MutationObserver(() => {
    if (!times.shown && document.querySelector('[data-toast="success"]')) {
      times.shown = performance.now()
    }
  }).observe(document, { childList: true, subtree: true })
}

/** out-worker/ through the site's Worker, with its stand-in automation, as the e2e suite runs it. */
async function startWorker() {
  const [port, automationPort, githubPort] = [await freePort(), await freePort(), await freePort()]
  const state = path.join(tmpdir(), `horizonte-bench-send-${port}`)
  const child = spawn(
    process.execPath,
    ['e2e/worker/serve.mjs', port, automationPort, githubPort, state].map(String),
    { stdio: 'ignore', detached: true },
  )
  const origin = `http://127.0.0.1:${port}`
  const close = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // Already gone.
    }
  }
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      await fetch(origin)
      return { origin, automationUrl: `http://127.0.0.1:${automationPort}/webhook`, close }
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  await close()
  throw new Error(`The Worker did not start on ${origin}`)
}

/** One send on `origin`: ms from the submit to the success toast. */
async function send(browser, origin, forward) {
  const context = await browser.newContext({ locale: 'pt-BR' })
  try {
    const page = await context.newPage()
    await page.addInitScript({ content: `(${recordSend})()` })
    await page.goto(`${origin}/contato/`)
    await page.waitForFunction(() =>
      Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')),
    )
    const action = await page.locator('#chatbot form').getAttribute('action')
    await page.route(new URL(action, origin).href, forward)
    for (const [label, value] of Object.entries(message)) {
      await page.getByRole('textbox', { name: label, exact: true }).fill(value)
    }
    await page.locator('#chatbot form button[type="submit"]').click()
    await page.locator('[data-toast="success"]').waitFor()
    return await page.evaluate(() => window.__send.shown - window.__send.submitted)
  } finally {
    await context.close()
  }
}

const summary = (numbers) => `${spread(numbers)} ms`

for (const dir of [webhookDir, workerDir]) {
  if (!existsSync(path.join(dir, 'contato/index.html'))) {
    throw new Error(`${dir} has no contact page: build it first (npm test builds both)`)
  }
}

const webhookSite = await servePreview(webhookDir)
const workerSite = await startWorker()
const { automationUrl } = workerSite
const browser = await chromium.launch({
  executablePath:
    process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: ['--disable-background-networking', '--disable-component-update'],
})

/** The webhook's answer, from the stand-in, after the automation's delay. */
const toAutomation = async (route) => {
  const request = route.request()
  await new Promise((resolve) => setTimeout(resolve, automationDelay))
  const answer = await fetch(automationUrl, {
    method: 'POST',
    headers: { 'Content-Type': request.headers()['content-type'] },
    body: request.postDataBuffer(),
  })
  await route.fulfill({ status: answer.status, body: await answer.text() })
}
/** The Worker's answer, through the same detour. */
const toWorker = async (route) => route.fulfill({ response: await route.fetch() })

const timings = { webhook: [], worker: [] }
try {
  // One of each first, not counted: the browser's and the servers' first run.
  await send(browser, webhookSite.origin, toAutomation)
  await send(browser, workerSite.origin, toWorker)
  for (let run = 0; run < runs; run++) {
    timings.webhook.push(await send(browser, webhookSite.origin, toAutomation))
    timings.worker.push(await send(browser, workerSite.origin, toWorker))
  }
} finally {
  await browser.close()
  await webhookSite.close()
  await workerSite.close()
}

console.log(
  `From "Enviar Mensagem" to "Mensagem enviada!", ${runs} sends each, median (range); ` +
    `the automation answers after ${automationDelay} ms:`,
)
console.log(`  ${webhookDir}, straight to the webhook (no-cors): ${summary(timings.webhook)}`)
console.log(`  ${workerDir}, stored by the Worker before its answer: ${summary(timings.worker)}`)
