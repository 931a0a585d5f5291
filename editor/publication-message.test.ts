import {
  type CombinedStatus,
  publicationMessage,
  publicationTexts,
  type RunJobs,
  watchMessage,
} from './publication-message'

const context = 'publicacao'
const run = 'https://github.com/empresa/site/actions/runs/7'
const status = (fields: Partial<CombinedStatus['statuses'][number]>) => ({
  context,
  state: 'pending' as const,
  description: null,
  target_url: run,
  updated_at: '2026-11-26T17:32:05Z',
  ...fields,
})
const combined = (...statuses: CombinedStatus['statuses']) => ({ sha: 'abc', statuses })

test('says the latest change is being published while the workflow runs', () => {
  expect(publicationMessage(combined(status({ state: 'pending' })), context)).toEqual({
    state: 'pending',
    text: publicationTexts.pending,
  })
})

test("says when it went live, in the office's time, with the address", () => {
  const live = status({
    state: 'success',
    description: 'Site atualizado',
    target_url: 'https://www.horizonte.com.br/',
  })
  expect(publicationMessage(combined(live), context, 'America/Sao_Paulo')).toEqual({
    state: 'live',
    text: `${publicationTexts.live('14:32')} Site atualizado.`,
    link: { href: 'https://www.horizonte.com.br/', text: publicationTexts.open },
  })
})

test("gives a failure's reason and the run that has the whole report", () => {
  const reason = 'content/data/company.json, Telefone: deve ter DDD'
  for (const state of ['failure', 'error'] as const) {
    expect(publicationMessage(combined(status({ state, description: reason })), context)).toEqual({
      state: 'failed',
      text: publicationTexts.failed(reason),
      link: { href: run, text: publicationTexts.reasonLink },
    })
  }
})

test("reads the workflow's newest status alone, and nothing when the commit has none", () => {
  const others = status({ context: 'ci/tests', state: 'failure' })
  const older = status({ state: 'pending', updated_at: '2026-11-26T17:30:00Z' })
  const newer = status({ state: 'failure', description: 'x' })
  expect(publicationMessage(combined(others, older, newer), context)?.state).toBe('failed')
  expect(publicationMessage(combined(others), context)).toBeUndefined()
})

describe("the watch's line", () => {
  const step = 'Check the live site'
  const steps = { step }
  const watchRun = {
    id: 9,
    html_url: 'https://github.com/empresa/site/actions/runs/9',
    updated_at: '2026-11-28T12:18:00Z',
  }
  const jobs = (conclusion: string | null): RunJobs => ({
    jobs: [
      {
        steps: [
          {
            name: 'Is the site live?',
            conclusion: 'success',
            completed_at: '2026-11-28T12:17:40Z',
          },
          { name: step, conclusion, completed_at: '2026-11-28T12:17:58Z' },
        ],
      },
    ],
  })
  const issue = { html_url: 'https://github.com/empresa/site/issues/4' }

  test('says all is well, at the time of the check, while no issue is open', () => {
    expect(watchMessage(watchRun, jobs('success'), [], steps, 'America/Sao_Paulo')).toEqual({
      state: 'live',
      text: publicationTexts.watchClear('09:17'),
    })
  })

  test('says the site needs attention while the issue is open, with the issue', () => {
    expect(watchMessage(watchRun, jobs('success'), [issue], steps, 'America/Sao_Paulo')).toEqual({
      state: 'failed',
      text: publicationTexts.watchFailed('09:17'),
      link: { href: issue.html_url, text: publicationTexts.watchLink },
    })
  })

  test('says the watch could not finish when its step failed, never that an issue is open', () => {
    expect(watchMessage(watchRun, jobs('failure'), [], steps, 'America/Sao_Paulo')).toEqual({
      state: 'failed',
      text: publicationTexts.watchBroken('09:17'),
      link: { href: watchRun.html_url, text: publicationTexts.watchBrokenLink },
    })
  })

  test('says nothing before launch, when the check is skipped, nor before a first run', () => {
    expect(watchMessage(watchRun, jobs('skipped'), [issue], steps)).toBeUndefined()
    expect(watchMessage(undefined, undefined, undefined, steps)).toBeUndefined()
  })
})
