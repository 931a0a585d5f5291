// The watch over the live site, run hourly by the watch workflow: what a visitor would meet
// if the form's messages stopped reaching the company, or the chat agent, the host or the
// certificate stopped working, checked from outside a browser. Each check answers with its name and, when it fails, what
// is wrong, in the staff's Portuguese (the staff's editing guide, section 14, says what to do
// about each). Node alone, no dependency: the hourly run installs nothing.

import { workerRoutes } from '../../lib/worker-routes.ts'

/** Where the site's sitemap and blog feed are (`sitemap`, `blogFeed`). */
export const SITE_FILES = { sitemap: '/sitemap.xml', feed: '/blog/feed.xml' }

/**
 * The workflow that runs the watch and its step that checks, which the editor's status bar
 * reads (`showPublicationStatus`): skipped while the site is not live yet.
 */
export const WATCH_RUN = {
  workflow: 'watch.yml',
  step: 'Check the live site',
  liveStep: 'Is the site live?',
}

/** The certificate must have more days left than this. */
export const CERTIFICATE_MIN_DAYS = 14

/** The headers every page is sent (`securityHeaders`), and the directive the policy must keep. */
export const SECURITY_HEADERS = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'content-security-policy',
]

/** How long one answer may take before the watch counts it as unreachable. */
const TIMEOUT_MS = 20_000

const ok = (name) => ({ name, ok: true })
const failed = (name, problem) => ({ name, ok: false, problem })

/** A fetch that gives up after TIMEOUT_MS, answering `undefined` when nothing came. */
async function reach(fetch, url, init = {}) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch {
    return undefined
  }
}

/**
 * The form's messages reach the automation: the site's own endpoint keeps each one until
 * the automation takes it, and says how many it has left waiting too long
 * (`workerRoutes.contactStatus`). No test message is sent.
 */
export async function checkDeliveries({ fetch, siteUrl }) {
  const name = 'Formulário de contato'
  const url = new URL(workerRoutes.contactStatus, siteUrl)
  const answer = await reach(fetch, url)
  const status = answer?.ok ? await answer.json().catch(() => undefined) : undefined
  if (typeof status?.late !== 'number') {
    return failed(
      name,
      `o site não disse se as mensagens estão chegando à automação (${url}${answer ? `, resposta ${answer.status}` : ''})`,
    )
  }
  if (status.late === 0) return ok(name)
  const since = new Date(status.oldest).toLocaleString('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  })
  const which =
    status.late === 1
      ? `uma mensagem do site, de ${since}, não chegou`
      : `${status.late} mensagens do site, a mais antiga de ${since}, não chegaram`
  const why = status.lastError ? ` O motivo da última tentativa: ${status.lastError}.` : ''
  return failed(
    name,
    `${which} à automação depois de ${status.lateAfterMinutes} minutos.${why} O site guarda as mensagens e continua tentando; confira a automação`,
  )
}

/** A page answers 200, with every security header and the policy's shared directives. */
export async function checkPage({ fetch, url }) {
  const name = `Página ${new URL(url).pathname}`
  const answer = await reach(fetch, url)
  if (!answer) return failed(name, 'não respondeu')
  if (answer.status !== 200) return failed(name, `respondeu ${answer.status}, não 200`)
  const missing = SECURITY_HEADERS.filter((header) => !answer.headers.get(header))
  if (missing.length > 0) {
    return failed(name, `chegou sem os cabeçalhos de segurança ${missing.join(', ')}`)
  }
  if (!/frame-ancestors 'none'/.test(answer.headers.get('content-security-policy'))) {
    return failed(name, 'chegou com uma política de segurança sem frame-ancestors')
  }
  return ok(name)
}

/** An address that does not exist answers 404, with the site's not-found page. */
export async function checkNotFound({ fetch, siteUrl }) {
  const name = 'Página não encontrada'
  const url = new URL(`/verificacao-${Date.now()}/`, siteUrl)
  const answer = await reach(fetch, url)
  if (!answer) return failed(name, 'o site não respondeu')
  if (answer.status !== 404) {
    return failed(name, `um endereço que não existe respondeu ${answer.status}, não 404`)
  }
  return ok(name)
}

/** The sitemap or the feed answers 200 with XML; the sitemap's pages, for the page checks. */
export async function checkXml({ fetch, url, name }) {
  const answer = await reach(fetch, url)
  if (!answer) return { ...failed(name, 'não respondeu'), text: '' }
  const text = answer.ok ? await answer.text() : ''
  if (!answer.ok || !text.trimStart().startsWith('<?xml')) {
    return { ...failed(name, `respondeu ${answer.status} sem o XML esperado (${url})`), text: '' }
  }
  return { ...ok(name), text }
}

/**
 * The site's main pages, from its sitemap: every address of one segment or none (the home,
 * the pages of the menu, the lists), at the watched origin.
 */
export function mainPages(sitemap, siteUrl) {
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map(([, loc]) => new URL(loc).pathname)
    .filter((path) => path.split('/').filter(Boolean).length <= 1)
    .map((path) => new URL(path, siteUrl).href)
}

/** The chat's agent exists at the vendor, as the widget asks for it on every page. */
export async function checkChatAgent({ fetch, chatAgentId, chatServiceOrigin }) {
  const name = 'Chat'
  const answer = await reach(fetch, `${chatServiceOrigin}/api/agents/${chatAgentId}`)
  if (!answer) return failed(name, 'o serviço do chat (Chaindesk) não respondeu')
  if (answer.status === 404) {
    return failed(
      name,
      `o agente ${chatAgentId} não existe mais na Chaindesk: o balão de chat não aparece`,
    )
  }
  if (!answer.ok) return failed(name, `a Chaindesk respondeu ${answer.status} ao pedir o agente`)
  return ok(name)
}

/** The certificate has more than CERTIFICATE_MIN_DAYS left. */
export async function checkCertificate({ siteUrl, certificateExpiry, now }) {
  const name = 'Certificado HTTPS'
  const { protocol, hostname } = new URL(siteUrl)
  if (protocol !== 'https:') return failed(name, `o endereço do site não usa HTTPS (${siteUrl})`)
  let expiry
  try {
    expiry = await certificateExpiry(hostname)
  } catch {
    return failed(name, 'não foi possível ler o certificado do site')
  }
  const days = Math.floor((expiry.getTime() - now.getTime()) / 86_400_000)
  if (Number.isNaN(days)) return failed(name, 'não foi possível ler o certificado do site')
  if (days <= CERTIFICATE_MIN_DAYS) {
    return failed(
      name,
      days < 0
        ? 'o certificado do site venceu: os navegadores mostram um aviso de site inseguro'
        : days === 0
          ? 'o certificado do site vence hoje'
          : `o certificado do site vence em ${days} ${days === 1 ? 'dia' : 'dias'}`,
    )
  }
  return ok(name)
}

/**
 * Every check, in the order the report lists them. `certificateExpiry(host)` reads the
 * certificate's end; `fetch` and `now` are the world's, or a test's.
 */
export async function runWatch({
  siteUrl,
  chatAgentId,
  chatServiceOrigin,
  fetch = globalThis.fetch,
  certificateExpiry,
  now = new Date(),
}) {
  const sitemap = await checkXml({
    fetch,
    url: new URL(SITE_FILES.sitemap, siteUrl),
    name: 'Mapa do site (sitemap)',
  })
  const feed = await checkXml({
    fetch,
    url: new URL(SITE_FILES.feed, siteUrl),
    name: 'Feed do blog',
  })
  const pages = sitemap.ok ? mainPages(sitemap.text, siteUrl) : [new URL('/', siteUrl).href]
  const results = [
    await checkDeliveries({ fetch, siteUrl }),
    await checkChatAgent({ fetch, chatAgentId, chatServiceOrigin }),
    await checkCertificate({ siteUrl, certificateExpiry, now }),
    ...(await Promise.all(pages.map((url) => checkPage({ fetch, url })))),
    await checkNotFound({ fetch, siteUrl }),
    sitemap,
    feed,
  ]
  return results.map(({ name, ok: passed, problem }) => ({
    name,
    ok: passed,
    ...(problem && { problem }),
  }))
}

/** The issue the watch keeps open while something fails, in Portuguese. */
export const issueTexts = {
  label: 'verificacao-do-site',
  title: 'O site precisa de atenção (verificação automática)',
  body: (failures, siteUrl, runUrl) =>
    [
      `A verificação automática de ${siteUrl} encontrou ${failures.length === 1 ? 'um problema' : `${failures.length} problemas`}:`,
      '',
      ...failures.map(({ name, problem }) => `- **${name}**: ${problem}`),
      '',
      'O que fazer em cada caso está no guia do editor, seção 14 (docs/editar-o-site.md). Este aviso fica aberto enquanto o problema durar e é fechado sozinho quando tudo voltar ao normal.',
      '',
      `Última verificação: ${runUrl}`,
    ].join('\n'),
  cleared: (runUrl) =>
    `Tudo certo de novo: a verificação automática não encontrou problemas (${runUrl}). Aviso fechado.`,
  changed: 'Os problemas mudaram; a lista acima foi atualizada.',
}

/**
 * Opens, updates or closes the watch's one issue through `api(method, path, body)` (GitHub's
 * REST API): opened on a first failure; left alone while the same problems last, so GitHub
 * sends no new e-mail; updated, with a comment, when they change; closed with a note when
 * all is clear.
 */
export async function keepIssue({ failures, api, repository, siteUrl, runUrl }) {
  const repo = `/repos/${repository}`
  const [open] = await api('GET', `${repo}/issues?state=open&labels=${issueTexts.label}&per_page=1`)
  if (failures.length > 0) {
    const body = issueTexts.body(failures, siteUrl, runUrl)
    if (!open) {
      // The label the watch finds its issue by, made once (refused when it already exists).
      await api('POST', `${repo}/labels`, { name: issueTexts.label, color: 'b60205' }).catch(
        () => undefined,
      )
      await api('POST', `${repo}/issues`, {
        title: issueTexts.title,
        body,
        labels: [issueTexts.label],
      })
      return 'opened'
    }
    // The checks that fail, by name: a certificate's days counting down is no change.
    const listed = (text) =>
      text.split('\n').flatMap((line) => /^- \*\*(.+?)\*\*/.exec(line)?.[1] ?? [])
    if (listed(open.body ?? '').join('\n') === listed(body).join('\n')) return 'kept'
    await api('PATCH', `${repo}/issues/${open.number}`, { body })
    await api('POST', `${repo}/issues/${open.number}/comments`, { body: issueTexts.changed })
    return 'updated'
  }
  if (!open) return 'none'
  await api('POST', `${repo}/issues/${open.number}/comments`, { body: issueTexts.cleared(runUrl) })
  await api('PATCH', `${repo}/issues/${open.number}`, { state: 'closed' })
  return 'closed'
}
