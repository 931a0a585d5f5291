import { existsSync } from 'node:fs'

import { defineConfig, devices } from '@playwright/test'

// E2E_PORT lets two checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://localhost:${PORT}`

/**
 * Debian's Chromium when the machine has it (CI installs it); otherwise the browser that
 * `npx playwright install chromium` put on a developer's machine.
 */
const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((path) =>
  existsSync(path),
)

export default defineConfig({
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
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
  // The exported site, served as any static host would serve it: never `next dev`.
  webServer: {
    command: `serve out --listen ${PORT} --no-clipboard --no-request-logging`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
})
