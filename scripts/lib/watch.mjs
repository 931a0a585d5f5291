// The watch over the live site, run hourly by the watch workflow: what a visitor would meet
// if the form's messages stopped reaching the company, or the chat agent, the host or the
// certificate stopped working, checked from outside a browser. Each check answers with its
// name and, when it fails, what is wrong, in the staff's Portuguese (the staff's editing
// guide, section 14, says what to do about each). Then the one issue that tells the staff,
// opened only for a problem seen in two runs in a row. Node alone, no dependency: the hourly
// run installs nothing.
import tls from 'node:tls'

import { workerRoutes } from '../../lib/worker-routes.ts'

/** Where the site's sitemap and blog feed are (`sitemap`, `blogFeed`). */
export const SITE_FILES = { sitemap: '/sitemap.xml', feed: '/blog/feed.xml' }

/**
 * The workflow that runs the watch, its step that checks, and the label of the issue it
 * keeps, which the editor's status bar reads (`showPublicationStatus`): the step is skipped
 * while the site is not live yet, fails only when the watch itself could not finish (a site
 * problem is the issue's, never the run's), and an open issue with the label means the site
 * needs attention.
 */
export const WATCH_RUN = {
  workflow: 'watch.yml',
  step: 'Check the live site',
  issueLabel: 'verificacao-do-site',
}

/**
 * What the watch's gate answers (`node scripts/watch.mjs live`, the step's output `live`):
 * `unknown` when GitHub could not say, and then the checks run anyway.
 */
export const LIVE = { yes: 'true', no: 'false', unknown: 'unknown' }

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

/**
 * When the certificate `host` presents ends, read as a browser reads it: verified against the
 * trusted authorities (`ca` replaces them, for a test) and for that host, so an untrusted
 * chain or another host's certificate is refused with Node's reason (`error.code`).
 * `address` and `port` say where to connect when it is not the host itself on 443.
 */
export function certificateExpiry(host, { address = host, port = 443, ca } = {}) {
  return new Promise((resolve, reject) => {
    const options = { host: address, port, servername: host, timeout: TIMEOUT_MS, ca }
    const socket = tls.connect(options, () => {
      const { valid_to: validTo } = socket.getPeerCertificate()
      socket.end()
      resolve(new Date(validTo))
    })
    socket.on('error', reject)
    socket.on('timeout', () => socket.destroy(new Error('timeout')))
  })
}

/** What each refusal of the certificate (Node's `error.code`) means, for the staff. */
const CERTIFICATE_REFUSALS = [
  [
    ['CERT_HAS_EXPIRED'],
    () => 'o certificado do site venceu: os navegadores mostram um aviso de site inseguro',
  ],
  [
    ['ERR_TLS_CERT_ALTNAME_INVALID'],
    (host) =>
      `o certificado apresentado não é do endereço ${host}: os navegadores mostram um aviso de site inseguro`,
  ],
  [
    [
      'DEPTH_ZERO_SELF_SIGNED_CERT',
      'SELF_SIGNED_CERT_IN_CHAIN',
      'UNABLE_TO_GET_ISSUER_CERT',
      'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
      'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
      'CERT_UNTRUSTED',
      'CERT_REVOKED',
      'CERT_NOT_YET_VALID',
      'CERT_SIGNATURE_FAILURE',
    ],
    () =>
      'o certificado do site não é de uma autoridade confiável (a cadeia não se verifica): os navegadores mostram um aviso de site inseguro',
  ],
]

/** The certificate is trusted, for the site's host, and has more than CERTIFICATE_MIN_DAYS left. */
export async function checkCertificate({ siteUrl, certificateExpiry: expiryOf, now }) {
  const name = 'Certificado HTTPS'
  const { protocol, hostname } = new URL(siteUrl)
  if (protocol !== 'https:') return failed(name, `o endereço do site não usa HTTPS (${siteUrl})`)
  let expiry
  try {
    expiry = await expiryOf(hostname)
  } catch (error) {
    const [, refusal] = CERTIFICATE_REFUSALS.find(([codes]) => codes.includes(error?.code)) ?? []
    return failed(name, refusal?.(hostname) ?? 'não foi possível ler o certificado do site')
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
  certificateExpiry: expiryOf = certificateExpiry,
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
    await checkCertificate({ siteUrl, certificateExpiry: expiryOf, now }),
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

/**
 * How many runs in a row a check must fail before the issue opens (a slow answer once is
 * not worth an e-mail to everyone watching), and how many clean runs close it.
 */
export const RUNS_TO_OPEN = 2
export const RUNS_TO_CLOSE = 2

/** An issue closed less than this long ago is reopened rather than another one opened. */
export const REOPEN_WITHIN_DAYS = 7

/**
 * What the watch remembers from one run to the next (the workflow keeps it in the Actions
 * cache): how many runs in a row each failing check has failed, and how many runs in a row
 * found nothing wrong. A run without a memory starts from nothing, which only delays.
 */
export function nextState(previous, results) {
  const streaks = Object.fromEntries(
    results
      .filter(({ ok: passed }) => !passed)
      .map(({ name }) => [name, (previous?.streaks?.[name] ?? 0) + 1]),
  )
  const clean = Object.keys(streaks).length === 0
  return { streaks, cleanRuns: clean ? (previous?.cleanRuns ?? 0) + 1 : 0 }
}

/** The failures the issue speaks of: the checks that failed RUNS_TO_OPEN runs in a row. */
export const confirmedFailures = (results, state) =>
  results.filter(({ ok: passed, name }) => !passed && state.streaks[name] >= RUNS_TO_OPEN)

/** A check that failed for the first time, which the issue waits to see again. */
export const unconfirmedFailures = (results, state) =>
  results.filter(({ ok: passed, name }) => !passed && state.streaks[name] < RUNS_TO_OPEN)

/** The issue the watch keeps open while something fails, in Portuguese. */
export const issueTexts = {
  label: WATCH_RUN.issueLabel,
  title: 'O site precisa de atenção (verificação automática)',
  body: (failures, siteUrl, runUrl) =>
    [
      `A verificação automática de ${siteUrl} encontrou ${failures.length === 1 ? 'um problema' : `${failures.length} problemas`} em ${RUNS_TO_OPEN} verificações seguidas:`,
      '',
      ...failures.map(({ name, problem }) => `- **${name}**: ${problem}`),
      '',
      `O que fazer em cada caso está no guia do editor, seção 14 (docs/editar-o-site.md). Este aviso fica aberto enquanto o problema durar e é fechado sozinho depois de ${RUNS_TO_CLOSE} verificações seguidas sem problemas.`,
      '',
      `Última verificação: ${runUrl}`,
    ].join('\n'),
  cleared: (runUrl) =>
    `Tudo certo de novo: ${RUNS_TO_CLOSE} verificações seguidas sem problemas (a última: ${runUrl}). Aviso fechado.`,
  changed: 'Os problemas mudaram; a lista acima foi atualizada.',
  reopened: 'O problema voltou; a lista acima foi atualizada.',
  /** The line of the report when the gate could not say whether the site is live. */
  gate: {
    name: 'Lançamento do site',
    problem:
      'o GitHub não disse se o site já foi lançado (o registro de publicação não pôde ser lido); as verificações rodaram mesmo assim',
  },
  /** What the gate's step says then, before the checks run. */
  gateUnknown:
    'O GitHub não disse se o site já foi lançado (o registro de publicação não pôde ser lido): as verificações rodam mesmo assim.',
  /** What the run's summary says it did with the issue (`keepIssue`'s answer). */
  outcomes: {
    opened: 'Aviso aberto no GitHub.',
    reopened: 'Aviso reaberto no GitHub.',
    updated: 'Aviso atualizado no GitHub.',
    kept: 'Aviso mantido como estava.',
    closed: 'Aviso fechado no GitHub.',
    none: 'Nenhum aviso aberto.',
  },
  /** What the run says when GitHub refused to update the issue: never an open issue. */
  notUpdated: (reason) =>
    `Não foi possível atualizar o aviso da verificação no GitHub (${reason}). O resultado está acima; a próxima verificação tenta de novo.`,
}

/** The checks an issue lists, by name: a certificate's days counting down is no change. */
const listed = (text) =>
  text.split('\n').flatMap((line) => /^- \*\*(.+?)\*\*/.exec(line)?.[1] ?? [])

/**
 * Opens, updates, reopens or closes the watch's one issue through `api(method, path, body)`
 * (GitHub's REST API), from this run's `results` and the `state` that counts the runs
 * (`nextState`):
 * - opened once a check has failed RUNS_TO_OPEN runs in a row, or reopened when the last
 *   one closed less than REOPEN_WITHIN_DAYS ago, so a problem that comes back is one thread;
 * - left alone while the same problems last, so GitHub sends no new e-mail, and while a
 *   problem seen once waits for a second run;
 * - updated, with a comment, when the confirmed problems change;
 * - closed with a note after RUNS_TO_CLOSE clean runs.
 */
export async function keepIssue({ results, state, api, repository, siteUrl, runUrl, now }) {
  const repo = `/repos/${repository}`
  const label = `labels=${issueTexts.label}`
  const failures = confirmedFailures(results, state)
  const body = issueTexts.body(failures, siteUrl, runUrl)
  const [open] = await api('GET', `${repo}/issues?state=open&${label}&per_page=1`)
  if (open) {
    if (state.cleanRuns >= RUNS_TO_CLOSE) {
      await api('POST', `${repo}/issues/${open.number}/comments`, {
        body: issueTexts.cleared(runUrl),
      })
      await api('PATCH', `${repo}/issues/${open.number}`, { state: 'closed' })
      return 'closed'
    }
    if (failures.length === 0 || listed(open.body ?? '').join('\n') === listed(body).join('\n')) {
      return 'kept'
    }
    await api('PATCH', `${repo}/issues/${open.number}`, { body })
    await api('POST', `${repo}/issues/${open.number}/comments`, { body: issueTexts.changed })
    return 'updated'
  }
  if (failures.length === 0) return 'none'
  const [last] = await api(
    'GET',
    `${repo}/issues?state=closed&${label}&sort=updated&direction=desc&per_page=1`,
  )
  const closedAgo = last?.closed_at ? now.getTime() - new Date(last.closed_at).getTime() : Infinity
  if (closedAgo < REOPEN_WITHIN_DAYS * 86_400_000) {
    await api('PATCH', `${repo}/issues/${last.number}`, { state: 'open', body })
    await api('POST', `${repo}/issues/${last.number}/comments`, { body: issueTexts.reopened })
    return 'reopened'
  }
  // The label the watch finds its issue by, made once (refused when it already exists).
  await api('POST', `${repo}/labels`, { name: issueTexts.label, color: 'b60205' }).catch(
    () => undefined,
  )
  await api('POST', `${repo}/issues`, { title: issueTexts.title, body, labels: [issueTexts.label] })
  return 'opened'
}

/**
 * The gate: whether the site has gone live, from the deployment record the publication
 * leaves on GitHub when the site (not the preview) goes live (`LIVE_ENVIRONMENT`). Read
 * with the watch's own read-only token, never Cloudflare's.
 */
export async function isLive({ api, repository, environment }) {
  const deployments = await api(
    'GET',
    `/repos/${repository}/deployments?environment=${encodeURIComponent(environment)}&per_page=1`,
  )
  return deployments.length > 0 ? LIVE.yes : LIVE.no
}
