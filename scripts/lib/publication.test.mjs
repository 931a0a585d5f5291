import { readFileSync } from 'node:fs'

import ts from 'typescript'
import { parse } from 'yaml'

import {
  CHECK_EXIT,
  contentOutcome,
  deployArguments,
  DESCRIPTION_MAX_LENGTH,
  finalStatus,
  isPublishedRef,
  liveAddress,
  publicationDue,
  PUBLISH_WORKFLOW,
  PUBLISHED_BRANCH,
  summary,
  texts,
  WORKER,
  workerOf,
} from './publication.mjs'

const runUrl = 'https://github.com/empresa/site/actions/runs/1'
const problems = [
  'Conteúdo com erro; corrija e rode de novo (em /admin/ ou no arquivo):',
  '  - content/data/company.json, Telefone: deve ter DDD',
  '  - content/data/faq.json, Perguntas › Pergunta 2: obrigatório',
].join('\n')
const examples = [
  'Publicação recusada: 2 dados de exemplo no lugar dos reais.',
  '  - CNPJ (company.cnpj)',
  '      em content/data/company.json',
  '  - Depoimento 1 (Ana) é um exemplo',
  '      em content/data/testimonials.json',
].join('\n')

describe('contentOutcome', () => {
  test('all clear is the site', () => {
    expect(contentOutcome({ status: 0, stdout: 'Pronto para publicar.' })).toEqual({
      target: 'site',
      report: 'Pronto para publicar.',
    })
  })

  test('examples alone are the preview, counted', () => {
    const outcome = contentOutcome({ status: CHECK_EXIT.examples, stderr: examples })
    expect(outcome).toEqual({ target: 'preview', examples: 2, report: examples })
  })

  test('a broken rule is a refusal with its first problem', () => {
    const outcome = contentOutcome({ status: CHECK_EXIT.problems, stderr: problems })
    expect(outcome.target).toBe('refused')
    expect(outcome.reason).toBe('content/data/company.json, Telefone: deve ter DDD')
    expect(outcome.report).toBe(problems)
  })

  test("a crash, or a refusal's status without its list, is a technical error", () => {
    const crash = 'file:///x/check-content.mjs:3\nTypeError: boom\n    at main (x.mjs:3:1)'
    expect(contentOutcome({ status: 1, stderr: crash }).target).toBe('error')
    expect(contentOutcome({ status: CHECK_EXIT.problems, stderr: crash }).target).toBe('error')
    expect(contentOutcome({ status: null, stderr: '' }).target).toBe('error')
  })
})

describe('finalStatus', () => {
  const site = { target: 'site', report: '' }
  const preview = { target: 'preview', examples: 3, report: examples }
  const done = { built: 'success', deployed: 'success', runUrl }

  test('the site, live, points to its address', () => {
    const address = 'https://www.horizonte.com.br/'
    expect(finalStatus({ ...done, outcome: site, address })).toEqual({
      state: 'success',
      description: texts.site,
      target_url: address,
    })
  })

  test('the preview, live, is a success that says only the preview went up', () => {
    const address = 'https://horizonte-ti-previa.conta.workers.dev/'
    expect(finalStatus({ ...done, outcome: preview, address })).toEqual({
      state: 'success',
      description: texts.preview(3),
      target_url: address,
    })
  })

  test("a refusal is a failure with the first problem, pointing to the run's report", () => {
    const outcome = contentOutcome({ status: CHECK_EXIT.problems, stderr: problems })
    const status = finalStatus({ outcome, built: 'skipped', deployed: 'skipped', runUrl })
    expect(status).toEqual({
      state: 'failure',
      description: 'content/data/company.json, Telefone: deve ter DDD',
      target_url: runUrl,
    })
  })

  test('a long problem is cut to what GitHub takes', () => {
    const outcome = { target: 'refused', reason: 'x'.repeat(300) }
    const { description } = finalStatus({ outcome, runUrl })
    expect(description).toHaveLength(DESCRIPTION_MAX_LENGTH)
    expect(description.endsWith('…')).toBe(true)
  })

  test.each([
    ['the check crashed', { outcome: { target: 'error' }, built: 'skipped', deployed: 'skipped' }],
    ['npm ci failed before the check', { outcome: undefined }],
    ['the build failed', { outcome: site, built: 'failure', deployed: 'skipped' }],
    ['the upload failed', { outcome: preview, built: 'success', deployed: 'failure' }],
    ['the run was cancelled', { outcome: site, built: 'cancelled', deployed: 'skipped' }],
  ])('%s: a technical failure, pointing to the run', (_, steps) => {
    const status = finalStatus({ ...steps, address: 'https://x.example/', runUrl })
    expect(status).toEqual({ state: 'failure', description: texts.technical, target_url: runUrl })
  })
})

describe('summary', () => {
  test("holds every line the check printed and, for the preview, what's missing", () => {
    const outcome = contentOutcome({ status: CHECK_EXIT.examples, stderr: examples })
    const status = finalStatus({
      outcome,
      built: 'success',
      deployed: 'success',
      address: 'https://horizonte-ti-previa.conta.workers.dev/',
      runUrl,
    })
    const text = summary({ outcome, status })
    expect(text).toContain(status.description)
    expect(text).toContain(texts.summaryLive(status.target_url))
    expect(text).toContain(texts.summaryPreviewNote)
    expect(text).toContain(examples)
  })

  test('a technical failure says so', () => {
    const status = finalStatus({ outcome: undefined, runUrl })
    expect(summary({ outcome: undefined, status })).toContain(texts.summaryTechnical)
  })
})

describe('liveAddress', () => {
  const output = [
    JSON.stringify({ type: 'wrangler-session', version: 1 }),
    JSON.stringify({
      type: 'deploy',
      version: 1,
      worker_name: 'horizonte-ti-previa',
      version_id: 'v1',
      targets: ['https://horizonte-ti-previa.conta.workers.dev'],
    }),
    '',
  ].join('\n')

  test('the preview is at its Worker’s address', () => {
    expect(liveAddress({ target: 'preview', wranglerOutput: output })).toBe(
      'https://horizonte-ti-previa.conta.workers.dev/',
    )
  })

  test("the site is at its public address, or else its Worker's", () => {
    expect(
      liveAddress({ target: 'site', wranglerOutput: output, siteUrl: 'https://www.h.com.br' }),
    ).toBe('https://www.h.com.br/')
    expect(liveAddress({ target: 'site', wranglerOutput: output })).toBe(
      'https://horizonte-ti-previa.conta.workers.dev/',
    )
  })

  test('nothing when the deployment wrote nothing', () => {
    expect(liveAddress({ target: 'preview', wranglerOutput: '' })).toBeUndefined()
  })
})

describe('deployArguments', () => {
  const commit = { sha: '0123456789abcdef', subject: 'Update Posts “Backup em nuvem”' }

  test('the site goes to its Worker, on its own domain, forwarding to the automation', () => {
    expect(
      deployArguments({
        target: 'site',
        siteUrl: 'https://www.horizonteti.com.br',
        automationUrl: 'https://n8n.empresa.com.br/webhook/abc',
        commit,
      }),
    ).toEqual([
      'deploy',
      '--domain',
      'www.horizonteti.com.br',
      '--var',
      'CONTACT_AUTOMATION_URL:https://n8n.empresa.com.br/webhook/abc',
      '--tag',
      '0123456',
      '--message',
      commit.subject,
    ])
  })

  test('the preview goes to its own Worker, on workers.dev, and keeps messages until an automation is set', () => {
    expect(deployArguments({ target: 'preview', siteUrl: 'https://www.h.com.br' })).toEqual([
      'deploy',
      '--env',
      WORKER.previewEnvironment,
    ])
  })

  test('a long commit subject is cut to what wrangler keeps', () => {
    const args = deployArguments({
      target: 'site',
      commit: { sha: 'abc', subject: 'x'.repeat(300) },
    })
    expect(args.at(-1)).toHaveLength(100)
  })
})

describe('the Workers', () => {
  test('are those wrangler.jsonc configures: the site’s, and the preview’s environment', () => {
    const file = 'wrangler.jsonc'
    const { config, error } = ts.parseConfigFileTextToJson(file, readFileSync(file, 'utf8'))
    expect(error).toBeUndefined()
    expect(config.name).toBe(WORKER.name)
    expect(Object.keys(config.env)).toEqual([WORKER.previewEnvironment])
    expect(workerOf('site')).toBe(config.name)
    expect(workerOf('preview')).toBe(`${config.name}-${WORKER.previewEnvironment}`)
  })
})

describe('what taking the preview down says', () => {
  test('that the site is live, and whether the preview went or had gone', () => {
    expect(texts.previewRetired).toMatch(/^O site está no ar: a prévia saiu do ar/)
    expect(texts.previewGone).toMatch(/já tinha saído do ar/)
    expect(texts.previewRetireFailed).toMatch(/continua no endereço dela/)
  })
})

describe('the publish workflow', () => {
  const workflow = parse(readFileSync(`.github/workflows/${PUBLISH_WORKFLOW}`, 'utf8'))

  test('publishes the published branch alone, however it is started', () => {
    expect(workflow.on.push.branches).toEqual([PUBLISHED_BRANCH])
    const onBranch = `github.ref == 'refs/heads/${PUBLISHED_BRANCH}'`
    expect(workflow.jobs.publish.if).toContain(onBranch)
    expect(workflow.jobs.due.if).toContain(onBranch)
    // `deploy` refuses any other ref again, should the job's condition be edited away.
    expect(isPublishedRef(`refs/heads/${PUBLISHED_BRANCH}`)).toBe(true)
    expect(isPublishedRef('refs/heads/rascunho')).toBe(false)
    expect(isPublishedRef(`refs/tags/${PUBLISHED_BRANCH}`)).toBe(false)
  })

  test('runs its schedule off the top of the hour, twice a day, the second only when due', () => {
    const minutes = workflow.on.schedule.map(({ cron }) => Number(cron.split(' ')[0]))
    expect(minutes).toHaveLength(2)
    for (const minute of minutes) expect(minute).toBeGreaterThan(0)
    expect(workflow.jobs.publish.needs).toBe('due')
    expect(workflow.jobs.publish.if).toContain("needs.due.outputs.due == 'true'")
  })
})

describe('whether a scheduled run publishes', () => {
  const dayOf = (date) => date.toISOString().slice(0, 10)
  const today = '2026-11-28'

  test('not when a publication already succeeded today', () => {
    const runs = [{ run_started_at: '2026-11-28T08:41:30Z' }]
    expect(publicationDue({ runs, today, dayOf })).toBe(false)
  })

  test('yes when the last success was on another day, or there was none', () => {
    const runs = [{ run_started_at: '2026-11-27T20:00:00Z' }]
    expect(publicationDue({ runs, today, dayOf })).toBe(true)
    expect(publicationDue({ runs: [], today, dayOf })).toBe(true)
  })
})
