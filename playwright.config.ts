import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'

import { defineConfig, devices } from '@playwright/test'

import type { Build } from './e2e/fixtures'

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://localhost:${PORT}`
// The configured build (out-configured/, with a Tag Manager container) on the next port.
const CONFIGURED_PORT = PORT + 1
const configuredURL = `http://localhost:${CONFIGURED_PORT}`
// The nginx project's port follows E2E_PORT, so side-by-side suites stay apart there too.
const NGINX_PORT = PORT + 107
const nginxURL = `http://127.0.0.1:${NGINX_PORT}`

/**
 * Debian's Chromium when the machine has it (CI installs it); otherwise the browser that
 * `npx playwright install chromium` put on a developer's machine.
 */
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
)

/**
 * nginx when the machine has it (CI installs Debian's): the nginx project then serves out/
 * with deploy/nginx/site.conf and checks the headers a real web server sends. It lives in
 * sbin, which is not on every user's PATH.
 */
const nginx = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin']
  .filter(Boolean)
  .map((dir) => join(dir, 'nginx'))
  .find((file) => existsSync(file))

const staticServer = {
  command: `serve out --listen ${PORT} --no-clipboard --no-request-logging`,
  url: baseURL,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
}

export default defineConfig<{ build: Build }>({
  testDir: 'e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // Two cores run two browsers plus the build's leftovers: give hydration room to finish.
  expect: { timeout: 10_000 },
  workers: 2,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    launchOptions: systemChromium
      ? { executablePath: systemChromium, args: ['--disable-quic', '--disable-gpu'] }
      : {},
  },
  projects: [
    {
      name: 'chromium',
      // contact-cors.spec.ts needs the build made with NEXT_PUBLIC_CONTACT_WEBHOOK_CORS=1.
      testIgnore: ['nginx/**', 'contact-cors.spec.ts'],
      grepInvert: /@container/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // The build made with a Tag Manager container and a CORS webhook: the consent spec, the
    // Tag Manager tests and the CORS form. Tests tagged @container run here only;
    // @no-container ones on out/ only.
    {
      name: 'configured',
      testMatch: ['analytics.spec.ts', 'consent.spec.ts', 'contact-cors.spec.ts'],
      grep: [/consent\.spec\.ts/, /contact-cors\.spec\.ts/, /@container/],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: configuredURL,
        build: 'configured',
      },
    },
    ...(nginx
      ? [
          {
            name: 'nginx',
            testMatch: 'nginx/**/*.spec.ts',
            use: {
              ...devices['Desktop Chrome'],
              viewport: { width: 1280, height: 800 },
              baseURL: nginxURL,
            },
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
