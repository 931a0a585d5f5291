import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import tls from 'node:tls'

import { parse } from 'yaml'

import { LIVE_ENVIRONMENT } from './publication.mjs'
import { loadSiteModule } from './site-modules.mjs'
import {
  CERTIFICATE_MIN_DAYS,
  certificateExpiry,
  checkCertificate,
  isLive,
  issueTexts,
  keepIssue,
  LIVE,
  mainPages,
  nextState,
  REOPEN_WITHIN_DAYS,
  RUNS_TO_CLOSE,
  RUNS_TO_OPEN,
  runWatch,
  SECURITY_HEADERS,
  SITE_FILES,
  WATCH_RUN,
} from './watch.mjs'
import { workerRoutes } from '../../lib/worker-routes.ts'

const siteUrl = 'https://www.empresa.com.br'
const chatServiceOrigin = 'https://chat.example'
const chatAgentId = 'clq2x8v0k0000mb08h3f6d2zs'
const now = new Date('2026-11-28T12:00:00Z')
const inDays = (days) => new Date(now.getTime() + days * 86_400_000)

const sitemap = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<url><loc>https://www.horizonteti.example/</loc></url>
<url><loc>https://www.horizonteti.example/sobre/</loc></url>
<url><loc>https://www.horizonteti.example/blog/um-artigo/</loc></url>
</urlset>`

const secure = Object.fromEntries(
  SECURITY_HEADERS.map((name) => [
    name,
    name === 'content-security-policy' ? "base-uri 'self'; frame-ancestors 'none'" : 'x',
  ]),
)

/**
 * A live site as the watch meets it, each part answering as `change` says: `undefined` is
 * the healthy answer, `'unreachable'` throws as a network failure does.
 */
function site(change = {}) {
  const fetch = async (url) => {
    const { origin, pathname } = new URL(url)
    const answer = (key, healthy) => {
      const changed = change[key]
      if (changed === 'unreachable') throw new TypeError('fetch failed')
      return changed ? changed() : healthy()
    }
    if (pathname === workerRoutes.contactStatus) {
      return answer('deliveries', () =>
        Response.json({ lateAfterMinutes: 60, late: 0, oldest: null, lastError: null }),
      )
    }
    if (origin === chatServiceOrigin) {
      return answer('chat', () => Response.json({ id: chatAgentId }))
    }
    if (pathname === SITE_FILES.sitemap) {
      return new Response(sitemap, { headers: { 'content-type': 'application/xml' } })
    }
    if (pathname === SITE_FILES.feed) return new Response('<?xml version="1.0"?><rss/>')
    if (pathname === '/' || pathname === '/sobre/') {
      return answer(pathname, () => new Response('<html></html>', { headers: secure }))
    }
    return new Response('não encontrada', { status: 404, headers: secure })
  }
  return { fetch }
}

const watch = (change, expiry = inDays(90)) =>
  runWatch({
    siteUrl,
    chatAgentId,
    chatServiceOrigin,
    fetch: site(change).fetch,
    certificateExpiry: async () => expiry,
    now,
  })

const failures = async (change, expiry) => (await watch(change, expiry)).filter(({ ok }) => !ok)

test('all clear when every part answers as it should, and no message is sent', async () => {
  const requests = []
  const { fetch: answer } = site()
  const fetch = (url, init = {}) => {
    requests.push(init.method ?? 'GET')
    return answer(url, init)
  }
  const results = await runWatch({
    siteUrl,
    chatAgentId,
    chatServiceOrigin,
    fetch,
    certificateExpiry: async () => inDays(90),
    now,
  })
  expect(results.filter(({ ok }) => !ok)).toEqual([])
  // The main pages, from the sitemap, at the watched address; a post is not one of them.
  expect(results.map(({ name }) => name)).toEqual(
    expect.arrayContaining(['Página /', 'Página /sobre/', 'Página não encontrada']),
  )
  expect(results.map(({ name }) => name)).not.toContain('Página /blog/um-artigo/')
  expect(new Set(requests)).toEqual(new Set(['GET']))
})

test.each([
  [
    'messages the automation left waiting, with when and why',
    {
      deliveries: () =>
        Response.json({
          lateAfterMinutes: 60,
          late: 2,
          oldest: '2026-11-28T10:05:00.000Z',
          lastError: 'a automação respondeu 500',
        }),
    },
    'Formulário de contato',
    /^2 mensagens do site, a mais antiga de 28\/11\/2026, 07:05, não chegaram à automação depois de 60 minutos\. O motivo da última tentativa: a automação respondeu 500\. O site guarda/,
  ],
  [
    'a site that does not say how its messages are doing',
    { deliveries: () => new Response('', { status: 404 }) },
    'Formulário de contato',
    /não disse se as mensagens estão chegando à automação \(.*resposta 404\)/,
  ],
  [
    'a site that does not answer about them',
    { deliveries: 'unreachable' },
    'Formulário de contato',
    /não disse se as mensagens estão chegando/,
  ],
  [
    'a page without its policy header',
    {
      '/sobre/': () =>
        new Response('', {
          headers: { ...secure, 'content-security-policy': '' },
        }),
    },
    'Página /sobre/',
    /sem os cabeçalhos de segurança content-security-policy/,
  ],
  [
    'a missing page',
    { '/sobre/': () => new Response('', { status: 404, headers: secure }) },
    'Página /sobre/',
    /respondeu 404, não 200/,
  ],
  [
    'the chat agent gone',
    { chat: () => new Response('', { status: 404 }) },
    'Chat',
    /não existe mais na Chaindesk/,
  ],
])('reports %s, by name, in Portuguese', async (_, change, name, problem) => {
  expect(await failures(change)).toEqual([
    { name, ok: false, problem: expect.stringMatching(problem) },
  ])
})

test('reports a certificate near its end, and one already past it', async () => {
  expect(await failures({}, inDays(CERTIFICATE_MIN_DAYS - 4))).toEqual([
    { name: 'Certificado HTTPS', ok: false, problem: 'o certificado do site vence em 10 dias' },
  ])
  expect(await failures({}, inDays(-1))).toEqual([
    expect.objectContaining({ problem: expect.stringContaining('venceu') }),
  ])
  expect(await failures({}, inDays(CERTIFICATE_MIN_DAYS + 1))).toEqual([])
  expect(await failures({}, new Date('not a date'))).toEqual([
    expect.objectContaining({ problem: 'não foi possível ler o certificado do site' }),
  ])
})

test("the main pages are the sitemap's addresses of one segment or none, at the watched site", () => {
  expect(mainPages(sitemap, 'http://localhost:8080')).toEqual([
    'http://localhost:8080/',
    'http://localhost:8080/sobre/',
  ])
})

test('the issue lists each problem and says where the guide explains it', () => {
  const body = issueTexts.body(
    [{ name: 'Chat', problem: 'o agente não existe' }],
    siteUrl,
    'https://github.com/empresa/site/actions/runs/1',
  )
  expect(body).toContain(`encontrou um problema em ${RUNS_TO_OPEN} verificações seguidas:`)
  expect(body).toContain('- **Chat**: o agente não existe')
  expect(body).toContain('seção 14')
})

test('the files it reads are where the site puts them', async () => {
  const { blogFeed } = await loadSiteModule('content/registry/metadata.ts')
  expect(SITE_FILES.feed).toBe(blogFeed.url)
  const { default: robots } = await loadSiteModule('app/robots.ts')
  expect(robots().sitemap).toMatch(new RegExp(`${SITE_FILES.sitemap.replace('.', '\\.')}$`))
})

describe('the workflow', () => {
  const workflow = parse(
    readFileSync(new URL(`../../.github/workflows/${WATCH_RUN.workflow}`, import.meta.url), 'utf8'),
  )
  const steps = workflow.jobs.watch.steps

  test("runs the check in the step the editor's bar reads, once the gate says live or cannot say", () => {
    const check = steps.find(({ name }) => name === WATCH_RUN.step)
    expect(check.run).toContain('scripts/watch.mjs check')
    expect(check.if).toBe(`steps.live.outputs.live != '${LIVE.no}'`)
    // The gate reads GitHub with the job's token; no Cloudflare secret reaches the watch.
    expect(JSON.stringify(workflow)).not.toContain('CLOUDFLARE')
    expect(workflow.permissions).toMatchObject({ issues: 'write', deployments: 'read' })
  })

  test('carries what a run found to the next through the cache, whatever the check said', () => {
    const restore = steps.find(({ uses }) => uses?.startsWith('actions/cache/restore@'))
    const save = steps.find(({ uses }) => uses?.startsWith('actions/cache/save@'))
    const check = steps.find(({ name }) => name === WATCH_RUN.step)
    const stateFolder = path.dirname(check.env.WATCH_STATE_FILE)
    expect(restore.with.path).toBe(stateFolder)
    expect(save.with.path).toBe(stateFolder)
    expect(restore.with.key.startsWith(restore.with['restore-keys'])).toBe(true)
    expect(save.with.key).toBe(restore.with.key)
    expect(save.if).toContain('!cancelled()')
    expect(steps.indexOf(restore)).toBeLessThan(steps.indexOf(check))
    expect(steps.indexOf(save)).toBeGreaterThan(steps.indexOf(check))
  })

  test('runs off the top of the hour', () => {
    const [minute] = workflow.on.schedule[0].cron.split(' ')
    expect(Number(minute)).toBeGreaterThan(0)
  })
})

describe('the certificate, verified as a browser does', () => {
  /** A local TLS server with a certificate for `localhost` alone, signed by itself. */
  let server
  let port
  let ca
  beforeAll(async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'watch-tls-'))
    const [key, cert] = ['key.pem', 'cert.pem'].map((name) => path.join(folder, name))
    const made = spawnSync('openssl', [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '30'],
      ...['-keyout', key, '-out', cert, '-subj', '/CN=localhost'],
      ...['-addext', 'subjectAltName=DNS:localhost'],
    ])
    expect(made.status).toBe(0)
    ca = readFileSync(cert)
    server = tls.createServer({ key: readFileSync(key), cert: ca }, (socket) => socket.end())
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = server.address().port
  })
  afterAll(() => server.close())

  const check = (host, options) =>
    checkCertificate({
      siteUrl: `https://${host}/`,
      certificateExpiry: (hostname) =>
        certificateExpiry(hostname, { address: '127.0.0.1', port, ...options }),
      now: new Date(),
    })

  test("reads a trusted certificate's end, for its own host", async () => {
    const end = await certificateExpiry('localhost', { address: '127.0.0.1', port, ca })
    expect(Math.round((end.getTime() - Date.now()) / 86_400_000)).toBe(30)
    expect(await check('localhost', { ca })).toEqual({ name: 'Certificado HTTPS', ok: true })
  })

  test('names a chain no authority vouches for', async () => {
    expect((await check('localhost')).problem).toMatch(/não é de uma autoridade confiável/)
  })

  test("names another host's certificate", async () => {
    expect((await check('www.empresa.com.br', { ca })).problem).toMatch(
      /não é do endereço www\.empresa\.com\.br/,
    )
  })

  test('names an expired one, and says so when it cannot read it at all', async () => {
    const refusing = (code) => async () => {
      throw Object.assign(new Error(code), { code })
    }
    const expired = await checkCertificate({
      siteUrl,
      certificateExpiry: refusing('CERT_HAS_EXPIRED'),
      now,
    })
    expect(expired.problem).toMatch(/venceu/)
    const unread = await checkCertificate({
      siteUrl,
      certificateExpiry: refusing('ECONNRESET'),
      now,
    })
    expect(unread.problem).toBe('não foi possível ler o certificado do site')
  })
})

describe('the issue', () => {
  const chat = { name: 'Chat', ok: false, problem: 'o agente não existe' }
  const feed = { name: 'Feed do blog', ok: false, problem: 'não respondeu' }
  const clear = [{ name: 'Chat', ok: true }]
  const day = 86_400_000

  /**
   * GitHub's API over the repository's issues, as the watch uses it: issues with the label,
   * open or closed, newest first; every call that changes something is recorded.
   */
  function github({ failing = false } = {}) {
    const issues = []
    const writes = []
    const api = async (method, address, body) => {
      if (failing) throw new Error('GitHub GET /issues: 502 Bad Gateway')
      const url = new URL(address, 'https://api.github.com')
      const number = Number(url.pathname.match(/\/issues\/(\d+)/)?.[1])
      if (method === 'GET') {
        expect(url.searchParams.get('labels')).toBe(issueTexts.label)
        return issues.filter(({ state }) => state === url.searchParams.get('state')).reverse()
      }
      writes.push(`${method} ${url.pathname.replace('/repos/empresa/site', '')}`)
      if (url.pathname.endsWith('/labels')) throw new Error('422: already exists')
      if (method === 'POST' && url.pathname.endsWith('/issues')) {
        issues.push({ number: issues.length + 1, state: 'open', body: body.body })
      } else if (method === 'PATCH') {
        const issue = issues[number - 1]
        Object.assign(issue, body)
        if (body.state === 'closed') issue.closed_at = new Date(clock).toISOString()
      }
      return {}
    }
    let clock = now.getTime()
    let state
    /** One hourly run that found `results`: what it did with the issue. */
    const run = (results, { after = 3_600_000 } = {}) => {
      clock += after
      state = nextState(state, results)
      return keepIssue({
        results,
        state,
        api,
        repository: 'empresa/site',
        siteUrl,
        runUrl: 'run',
        now: new Date(clock),
      })
    }
    return { run, issues, writes, forget: () => (state = undefined) }
  }

  test('opens on nothing that fails once and then clears, however often it flaps', async () => {
    const { run, writes } = github()
    for (const results of [[chat], clear, [chat], clear, [chat], clear]) {
      expect(await run(results)).toBe('none')
    }
    expect(writes).toEqual([])
  })

  test(`opens once the same check fails ${RUNS_TO_OPEN} runs in a row, listing only it`, async () => {
    const { run, issues, writes } = github()
    expect(await run([chat])).toBe('none')
    expect(await run([chat, feed])).toBe('opened')
    expect(writes).toEqual(['POST /labels', 'POST /issues'])
    expect(issues[0].body).toContain(`- **${chat.name}**`)
    expect(issues[0].body).not.toContain(feed.name)
    // The feed fails again: now it is confirmed too, and the issue says so.
    expect(await run([chat, feed])).toBe('updated')
    expect(issues[0].body).toContain(`- **${feed.name}**`)
    // The same problems in other words (a certificate's days going down) are no change.
    expect(await run([{ ...chat, problem: 'outras palavras' }, feed])).toBe('kept')
  })

  test(`closes after ${RUNS_TO_CLOSE} clean runs, not one`, async () => {
    const { run, issues } = github()
    await run([chat])
    await run([chat])
    expect(await run(clear)).toBe('kept')
    expect(await run([chat])).toBe('kept')
    expect(await run(clear)).toBe('kept')
    expect(await run(clear)).toBe('closed')
    expect(issues).toEqual([expect.objectContaining({ state: 'closed' })])
  })

  test(`reopens one closed less than ${REOPEN_WITHIN_DAYS} days ago, and opens another after`, async () => {
    const { run, issues, writes } = github()
    await run([chat])
    await run([chat])
    await run(clear)
    await run(clear)
    await run([chat], { after: day })
    expect(await run([chat])).toBe('reopened')
    expect(issues).toHaveLength(1)
    expect(issues[0].state).toBe('open')
    expect(writes.slice(-2)).toEqual(['PATCH /issues/1', 'POST /issues/1/comments'])
    await run(clear)
    await run(clear)
    await run([chat], { after: (REOPEN_WITHIN_DAYS + 1) * day })
    expect(await run([chat])).toBe('opened')
    expect(issues.map(({ state }) => state)).toEqual(['closed', 'open'])
  })

  test('a run without the last one’s memory waits for a second run, as after a flap', async () => {
    const { run, forget } = github()
    await run([chat])
    forget()
    expect(await run([chat])).toBe('none')
    expect(await run([chat])).toBe('opened')
  })

  test('a GitHub error is an error, never an open issue', async () => {
    const { run } = github({ failing: true })
    await expect(run([chat])).rejects.toThrow(/502/)
    expect(issueTexts.notUpdated('502')).toMatch(/^Não foi possível atualizar o aviso/)
  })
})

describe('the gate', () => {
  const asking = (answer) => async (method, address) => {
    expect(method).toBe('GET')
    expect(address).toBe(
      `/repos/empresa/site/deployments?environment=${LIVE_ENVIRONMENT}&per_page=1`,
    )
    return answer()
  }

  test("is open once the publication recorded the site's going live", async () => {
    const ask = (answer) =>
      isLive({ api: asking(answer), repository: 'empresa/site', environment: LIVE_ENVIRONMENT })
    expect(await ask(() => [{ id: 1 }])).toBe(LIVE.yes)
    expect(await ask(() => [])).toBe(LIVE.no)
    await expect(
      ask(() => {
        throw new Error('401 Bad credentials')
      }),
    ).rejects.toThrow(/401/)
  })

  test('that fails is its own line, counted like the others, and the checks still run', () => {
    const gate = { ...issueTexts.gate, ok: false }
    const state = nextState(nextState(undefined, [gate]), [gate])
    expect(state.streaks[issueTexts.gate.name]).toBe(RUNS_TO_OPEN)
  })
})
