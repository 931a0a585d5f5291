import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { delimiter, join } from 'node:path'

import { chromium, firefox, webkit } from '@playwright/test'
import type { LaunchOptions } from '@playwright/test'

/**
 * The three browser engines the visitor journeys run in, and how each is found on this
 * machine: Playwright's own Firefox and WebKit where `npx playwright install` put them,
 * otherwise the ones Debian packages (what `.ci/run` installs); Debian's Chromium when
 * the machine has it, otherwise Playwright's. See e2e/engines/README.md.
 */
export type EngineName = 'chromium' | 'firefox' | 'webkit'

type PlaywrightDriver = {
  kind: 'playwright'
  browserName: EngineName
  launchOptions: LaunchOptions
}
/** WebKitGTK through WebKitWebDriver, in a bare window under Xvfb (webkit-shell.py). */
type WebDriverDriver = { kind: 'webdriver'; shell: string }

export type Engine<D = PlaywrightDriver | WebDriverDriver> = {
  name: EngineName
  /** Which browser, driven how: printed beside the engine's test count. */
  label: string
  /** How the journeys drive it. */
  driver: D
}

/** The first of `names` found on the PATH or in the system's sbin and bin folders. */
export function findProgram(...names: string[]) {
  const dirs = [
    ...(process.env.PATH ?? '').split(delimiter),
    '/usr/sbin',
    '/usr/local/sbin',
    '/usr/bin',
  ]
  for (const name of names) {
    const file = dirs
      .filter(Boolean)
      .map((dir) => join(dir, name))
      .find(existsSync)
    if (file) return file
  }
  return undefined
}

const installedByPlaywright = (browser: { executablePath(): string }) =>
  existsSync(browser.executablePath())

// Overlay scrollbars take no width, so a 375 px viewport lays out 375 px of page, as on a
// phone. Set for Playwright's own Firefox too, so both Firefox paths see the same page.
const firefoxUserPrefs = { 'ui.useOverlayScrollbars': 1 }

/**
 * Every host but the local servers fails to resolve, as behind an ad-blocker or offline:
 * a test that needs a third party answers it with `page.route`. Blocking by name costs
 * nothing per request, where a catch-all `page.route` sends every request of every page
 * through the test runner (7% of the run's time, measured on 36 tests).
 */
const offlineButLocal =
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'

function findChromium(): Engine<PlaywrightDriver> | undefined {
  const debian = findProgram('chromium', 'chromium-browser')
  if (debian) {
    return {
      name: 'chromium',
      label: 'Debian Chromium, Playwright over CDP',
      driver: {
        kind: 'playwright',
        browserName: 'chromium',
        launchOptions: {
          executablePath: debian,
          args: ['--disable-quic', '--disable-gpu', offlineButLocal],
        },
      },
    }
  }
  if (!installedByPlaywright(chromium)) return undefined
  return {
    name: 'chromium',
    label: "Playwright's Chromium",
    driver: {
      kind: 'playwright',
      browserName: 'chromium',
      launchOptions: { args: [offlineButLocal] },
    },
  }
}

function findFirefox(): Engine | undefined {
  if (installedByPlaywright(firefox)) {
    return {
      name: 'firefox',
      label: "Playwright's Firefox",
      driver: { kind: 'playwright', browserName: 'firefox', launchOptions: { firefoxUserPrefs } },
    }
  }
  const esr = findProgram('firefox-esr')
  if (!esr) return undefined
  return {
    name: 'firefox',
    label: 'Debian Firefox ESR, Playwright over WebDriver BiDi',
    driver: {
      kind: 'playwright',
      browserName: 'firefox',
      launchOptions: {
        channel: 'moz-firefox',
        // The relay starts firefox-esr by name, from the PATH.
        executablePath: join(__dirname, 'firefox-bidi.mjs'),
        firefoxUserPrefs,
      },
    },
  }
}

/**
 * Whether Debian's Python can load WebKitGTK 4.1 through GObject introspection (python3-gi
 * and gir1.2-webkit2-4.1), as webkit-shell.py does; .ci/run asks the same question.
 */
function hasWebKitGtkBindings() {
  const check = 'import gi; gi.require_version("Gtk", "3.0"); gi.require_version("WebKit2", "4.1")'
  return spawnSync('/usr/bin/python3', ['-c', check], { stdio: 'ignore' }).status === 0
}

function findWebKit(): Engine | undefined {
  if (installedByPlaywright(webkit)) {
    return {
      name: 'webkit',
      label: "Playwright's WebKit",
      driver: { kind: 'playwright', browserName: 'webkit', launchOptions: {} },
    }
  }
  const ready =
    process.platform === 'linux' &&
    findProgram('WebKitWebDriver') &&
    findProgram('Xvfb') &&
    hasWebKitGtkBindings()
  if (!ready) return undefined
  return {
    name: 'webkit',
    label: 'Debian WebKitGTK, WebKitWebDriver on Xvfb',
    driver: { kind: 'webdriver', shell: join(__dirname, 'webkit-shell.py') },
  }
}

/** Each engine as this machine has it, or undefined where it lacks it. */
export const engines = { chromium: findChromium(), firefox: findFirefox(), webkit: findWebKit() }

/** The engines this machine lacks. */
export const missingEngines = (Object.keys(engines) as EngineName[]).filter(
  (name) => !engines[name],
)
