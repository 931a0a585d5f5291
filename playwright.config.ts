import { tmpdir } from 'node:os'
import path from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import { engines, findProgram, missingEngines } from './e2e/engines/engines'
import type { Engine } from './e2e/engines/engines'
import type { Build } from './e2e/fixtures'

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://localhost:${PORT}`
// The configured build (out-configured/, with a Tag Manager container) on the next port.
const CONFIGURED_PORT = PORT + 1
const configuredURL = `http://localhost:${CONFIGURED_PORT}`
// The build published the day before the newest post (out-scheduled/), on the port after
// it; e2e/scheduled.spec.ts reads its address here.
const SCHEDULED_PORT = PORT + 2
process.env.SCHEDULED_URL = `http://localhost:${SCHEDULED_PORT}`
// The nginx project's port follows E2E_PORT, so side-by-side suites stay apart there too.
const NGINX_PORT = PORT + 107
const nginxURL = `http://127.0.0.1:${NGINX_PORT}`
// Cloudflare Pages' local runtime, likewise.
const CLOUDFLARE_PORT = PORT + 108
const cloudflareURL = `http://127.0.0.1:${CLOUDFLARE_PORT}`
// The editor's local backend (decap-server), which e2e/admin/ reads the port of.
const ADMIN_BACKEND_PORT = PORT + 109
process.env.ADMIN_BACKEND_PORT = String(ADMIN_BACKEND_PORT)
// Netlify's local runtime, and its static server on the port after it.
const NETLIFY_PORT = PORT + 110
const netlifyURL = `http://localhost:${NETLIFY_PORT}`
// The site's Worker with out-worker/ as its assets (e2e/worker/), the stand-in automation it
// forwards messages to and the stand-in of GitHub it signs the editor in with, and the
// preview's Worker beside it, started last, whose addresses and database the worker
// project's specs read here.
const WORKER_PORT = PORT + 112
const workerURL = `http://127.0.0.1:${WORKER_PORT}`
process.env.WORKER_AUTOMATION_URL = `http://127.0.0.1:${WORKER_PORT + 1}`
process.env.WORKER_GITHUB_URL = `http://127.0.0.1:${WORKER_PORT + 2}`
process.env.WORKER_PREVIEW_URL = `http://127.0.0.1:${WORKER_PORT + 3}`
process.env.WORKER_STATE_DIR = path.join(tmpdir(), `horizonte-worker-e2e-${PORT}`)

/**
 * The other engines the visitor journeys (e2e/journeys.spec.ts) run in (e2e/engines/); the
 * other specs, which cover every step of the journeys and more, run in Chromium. CI
 * installs all three; elsewhere the ones the machine has run.
 */
const { chromium, firefox, webkit } = engines
if (!chromium) {
  throw new Error("No Chromium found: install Debian's chromium or run npx playwright install")
}
if (process.env.CI && missingEngines.length > 0) {
  throw new Error(`CI runs every engine; this machine lacks ${missingEngines.join(' and ')}`)
}

/**
 * nginx when the machine has it (CI installs Debian's): the nginx project then serves out/
 * with deploy/nginx/site.conf and checks the headers a real web server sends. It lives in
 * sbin, which is not on every user's PATH.
 */
const nginx = findProgram('nginx')

/** The Chromium projects' window: a laptop's. */
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } }

const staticServer = {
  command: `serve out --listen ${PORT} --no-clipboard --no-request-logging`,
  url: baseURL,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
}

export default defineConfig<{ build: Build }, { engine: Engine }>({
  testDir: 'e2e',
  // Specs only: e2e/*.test.ts are Jest's, checking the specs' sources.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two busy cores run two browsers: give a page room to start. A test's time is spent on
  // what the visitor would see, so these are ceilings, never waits.
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: [['list'], ['html', { open: 'never' }], ['./e2e/engines/summary-reporter.ts']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // The DOM at every step of a failed test. A screencast as well would cost a quarter of
    // the run's time (120 s instead of 88 s on 36 tests).
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromium.driver.launchOptions,
    engine: chromium,
  },
  projects: [
    // The editor at /admin/ of out/, saving through decap-server to a copy of the tree.
    // One test at a time, repeats included: they share that copy and build in it. First:
    // its tests, two of them rebuilding the site, take a third of the run's time one
    // after another, and overlap the other projects' tests on the second worker from the
    // start rather than run alone at the end.
    { name: 'admin', testMatch: 'admin/**/*.spec.ts', workers: 1, use: desktop },
    {
      name: 'chromium',
      // contact-cors.spec.ts and chat-pinned.spec.ts need the configured build (below), the
      // host and editor specs their own servers; the journeys are the other engines': here
      // the specs of each step run.
      testIgnore: [
        'nginx/**',
        'cloudflare/**',
        'netlify/**',
        'worker/**',
        'admin/**',
        'contact-cors.spec.ts',
        'chat-pinned.spec.ts',
        'journeys.spec.ts',
      ],
      grepInvert: /@container/,
      use: desktop,
    },
    // The journeys alone in the other engines, each driven as e2e/engines/README.md says.
    // A Playwright `page` there would be that engine's too; with WebKitGTK, whose driver
    // Playwright lacks, asking for one fails instead of quietly running another browser.
    ...[firefox, webkit]
      .filter((engine) => engine !== undefined)
      .map((engine) => ({
        name: engine.name,
        testMatch: 'journeys.spec.ts',
        // Debian's WebKitGTK, under its WebDriver on two busy cores, has lost its web process
        // twice in some sixty full runs ("session deleted because of page crash or hang"),
        // mid-test, on pages that pass in every other run and engine, though each journey has
        // a session of its own. One retry, in a new session, there alone; the report lists a
        // retried test as flaky. Why it stays: e2e/README.md, "What it costs".
        retries: engine.driver.kind === 'webdriver' ? 1 : 0,
        use: {
          engine,
          browserName: engine.name,
          launchOptions: engine.driver.kind === 'playwright' ? engine.driver.launchOptions : {},
        },
      })),
    // The build made with a Tag Manager container, a CORS webhook and a pinned chat module:
    // the CORS form, the pinned chat, and the tests of what the container changes. Tests
    // tagged @container run here only, @no-container ones on out/ only, @both-builds ones on
    // both.
    {
      name: 'configured',
      testMatch: [
        'analytics.spec.ts',
        'blog.spec.ts',
        'cases.spec.ts',
        'services.spec.ts',
        'consent.spec.ts',
        'contact-cors.spec.ts',
        'chat-pinned.spec.ts',
      ],
      grep: [/contact-cors\.spec\.ts/, /chat-pinned\.spec\.ts/, /@container/, /@both-builds/],
      use: { ...desktop, baseURL: configuredURL, build: 'configured' },
    },
    // out/ and its _headers in Cloudflare Pages' runtime (wrangler, a dev dependency).
    {
      name: 'cloudflare',
      testMatch: 'cloudflare/**/*.spec.ts',
      use: { ...desktop, baseURL: cloudflareURL },
    },
    // out-worker/ through the site's Worker in Cloudflare's runtime (wrangler dev, workerd).
    // One test at a time: they share its database, and a test that runs the schedule acts
    // on every message in it.
    {
      name: 'worker',
      testMatch: 'worker/**/*.spec.ts',
      workers: 1,
      use: { ...desktop, baseURL: workerURL },
    },
    // out/ and its _headers in Netlify's local runtime (netlify-cli, which e2e/netlify/runtime/
    // pins, outside the site's dependencies).
    {
      name: 'netlify',
      testMatch: 'netlify/**/*.spec.ts',
      use: { ...desktop, baseURL: netlifyURL },
    },
    ...(nginx
      ? [
          {
            name: 'nginx',
            testMatch: 'nginx/**/*.spec.ts',
            use: { ...desktop, baseURL: nginxURL },
          },
        ]
      : []),
  ],
  // The exported site, served as any static host would serve it: never `next dev`.
  webServer: [
    staticServer,
    {
      ...staticServer,
      command: `serve out-configured --listen ${CONFIGURED_PORT} --no-clipboard --no-request-logging`,
      url: configuredURL,
    },
    {
      ...staticServer,
      command: `serve out-scheduled --listen ${SCHEDULED_PORT} --no-clipboard --no-request-logging`,
      url: process.env.SCHEDULED_URL,
    },
    {
      command: `node e2e/admin/backend.mjs ${ADMIN_BACKEND_PORT}`,
      port: ADMIN_BACKEND_PORT,
      // Never one left from an earlier run: its copy would hold that run's edits.
      reuseExistingServer: false,
      // It copies the tree and links node_modules' files one by one: a minute or more on a
      // machine whose disk is busy.
      timeout: 180_000,
    },
    {
      command: `node e2e/cloudflare/serve.mjs ${CLOUDFLARE_PORT}`,
      url: cloudflareURL,
      reuseExistingServer: !process.env.CI,
      // workerd takes a few seconds to start, and over a minute on a busy machine.
      timeout: 180_000,
    },
    {
      command: `node e2e/worker/serve.mjs ${WORKER_PORT} ${WORKER_PORT + 1} ${WORKER_PORT + 2} ${process.env.WORKER_STATE_DIR} ${WORKER_PORT + 3}`,
      // The preview's Worker starts once the site's answers: both answer once it does.
      url: process.env.WORKER_PREVIEW_URL,
      reuseExistingServer: !process.env.CI,
      // workerd takes a few seconds to start, and over a minute on a busy machine: twice.
      timeout: 240_000,
    },
    {
      command: `node e2e/netlify/serve.mjs ${NETLIFY_PORT}`,
      url: netlifyURL,
      reuseExistingServer: !process.env.CI,
      // The first run on a machine installs netlify-cli: 41 s from npm's cache on two busy
      // cores, longer from the registry. Then it starts in some 15 s.
      timeout: 300_000,
    },
    ...(nginx
      ? [
          {
            command: `node e2e/nginx/serve.mjs ${nginx} ${NGINX_PORT}`,
            url: nginxURL,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
})
