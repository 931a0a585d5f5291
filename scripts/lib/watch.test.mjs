import { loadSiteModule } from './site-modules.mjs'
import {
  CERTIFICATE_MIN_DAYS,
  issueTexts,
  keepIssue,
  mainPages,
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
  expect(body).toContain('encontrou um problema:')
  expect(body).toContain('- **Chat**: o agente não existe')
  expect(body).toContain('seção 14')
})

test('the files it reads are where the site puts them', async () => {
  const { blogFeed } = await loadSiteModule('content/metadata.ts')
  expect(SITE_FILES.feed).toBe(blogFeed.url)
  const { default: robots } = await loadSiteModule('app/robots.ts')
  expect(robots().sitemap).toMatch(new RegExp(`${SITE_FILES.sitemap.replace('.', '\\.')}$`))
})

test("the workflow runs the watch in the step the editor's bar reads", async () => {
  const { readFileSync } = await import('node:fs')
  const workflow = readFileSync(
    new URL(`../../.github/workflows/${WATCH_RUN.workflow}`, import.meta.url),
    'utf8',
  )
  expect(workflow).toContain(`- name: ${WATCH_RUN.step}\n`)
  expect(workflow).toContain(`- name: ${WATCH_RUN.liveStep}\n`)
  expect(workflow).toContain('scripts/watch.mjs check')
})

describe('the issue', () => {
  const failure = [{ name: 'Chat', problem: 'o agente não existe' }]
  /** GitHub's API over the repository's open issues, recording each call. */
  function repository(open = []) {
    const calls = []
    const api = async (method, path, body) => {
      calls.push(`${method} ${path.replace('/repos/empresa/site', '')}`)
      if (method === 'GET') return open
      if (path.endsWith('/labels')) throw new Error('422: already exists')
      return { ...body }
    }
    return { api, calls }
  }
  const keep = (failures, api) =>
    keepIssue({ failures, api, repository: 'empresa/site', siteUrl, runUrl: 'run' })

  test('is opened, labelled, on a first failure', async () => {
    const { api, calls } = repository()
    expect(await keep(failure, api)).toBe('opened')
    expect(calls).toEqual([
      'GET /issues?state=open&labels=verificacao-do-site&per_page=1',
      'POST /labels',
      'POST /issues',
    ])
  })

  test('is left alone while the same problems last, and updated when they change', async () => {
    const open = [{ number: 4, body: issueTexts.body(failure, siteUrl, 'an earlier run') }]
    const same = repository(open)
    expect(await keep(failure, same.api)).toBe('kept')
    expect(same.calls).toHaveLength(1)
    // The same check failing in other words (a certificate's days going down) is no change.
    const reworded = [{ name: 'Chat', problem: 'outras palavras' }]
    expect(await keep(reworded, repository(open).api)).toBe('kept')
    const changed = repository(open)
    const more = [...failure, { name: 'Feed do blog', problem: 'não respondeu' }]
    expect(await keep(more, changed.api)).toBe('updated')
    expect(changed.calls.slice(1)).toEqual(['PATCH /issues/4', 'POST /issues/4/comments'])
  })

  test('is closed with a note when all is clear, and nothing happens when none is open', async () => {
    const { api, calls } = repository([{ number: 4, body: '' }])
    expect(await keep([], api)).toBe('closed')
    expect(calls.slice(1)).toEqual(['POST /issues/4/comments', 'PATCH /issues/4'])
    expect(await keep([], repository().api)).toBe('none')
  })
})
