import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter'

import { missingEngines } from './engines'
import type { Engine } from './engines'

/**
 * After the run, one line per project: the browser it drove, and how its tests ended. It
 * makes plain which engines ran and how many journeys each passed.
 */
export default class EngineSummary implements Reporter {
  private readonly projects = new Map<string, { label: string; counts: Map<string, number> }>()

  printsToStdio() {
    return true
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const project = test.parent.project()
    if (!project) return
    const engine = (project.use as { engine?: Engine }).engine
    const entry = this.projects.get(project.name) ?? {
      label: engine?.label ?? '',
      counts: new Map<string, number>(),
    }
    // A test marked `test.fail` that fails is one outcome of its own, not a failure.
    const status =
      result.status === 'failed' && test.expectedStatus === 'failed'
        ? 'failed as expected'
        : result.status
    entry.counts.set(status, (entry.counts.get(status) ?? 0) + 1)
    this.projects.set(project.name, entry)
  }

  onEnd() {
    const width = Math.max(...[...this.projects.keys()].map((name) => name.length))
    const rows = [...this.projects].map(([name, { label, counts }]) => ({
      name,
      label,
      tally: [...counts].map(([status, count]) => `${count} ${status}`).join(', '),
    }))
    const tallyWidth = Math.max(12, ...rows.map(({ tally }) => tally.length))
    const lines = rows.map(
      ({ name, label, tally }) => `  ${name.padEnd(width)}  ${tally.padEnd(tallyWidth)}  ${label}`,
    )
    if (missingEngines.length > 0) lines.push(`  not installed: ${missingEngines.join(', ')}`)
    console.log(`\nBy project and engine:\n${lines.join('\n')}`)
  }
}
