// What the publish workflow decides and reports: from the content check's result, whether
// the commit goes live as the site or as the preview, or not at all; and the commit status
// that says so, which the editor's status bar (`showPublicationStatus`) reads. No
// dependency beyond Node: the workflow reports a failure even when `npm ci` fails.
// The texts are for the company's staff, in Portuguese.

/** The commit status's name, which the editor's bar looks for among the commit's. */
export const STATUS_CONTEXT = 'publicacao'

/**
 * The one branch that goes live, however the workflow is started: "Run workflow" on another
 * branch publishes nothing (the job's condition, and `deploy` again).
 */
export const PUBLISHED_BRANCH = 'main'

/** Whether a run of the workflow at `ref` (GITHUB_REF) may publish. */
export const isPublishedRef = (ref) => ref === `refs/heads/${PUBLISHED_BRANCH}`

/**
 * The GitHub environment of the deployment record the publication leaves when the site
 * itself (not the preview) goes live: the repository's page lists it under "Deployments",
 * with the address, and the watch reads it to know the site is live, with no token of
 * Cloudflare's.
 */
export const LIVE_ENVIRONMENT = 'producao'

/** The publish workflow's file, whose runs say whether today's publication happened. */
export const PUBLISH_WORKFLOW = 'publish.yml'

/**
 * Whether a scheduled run has to publish: not when a run of the workflow already succeeded
 * today in Brasília (`today`, `YYYY-MM-DD`), since that one built the site with today's
 * scheduled posts. GitHub may delay or drop a scheduled run, so the workflow is scheduled
 * twice a day and the second one publishes only when the first did not. `runs` are
 * GitHub's successful runs of the workflow on the branch, newest first.
 */
export const publicationDue = ({ runs, today, dayOf }) =>
  !runs.some((run) => dayOf(new Date(run.run_started_at ?? run.created_at)) === today)

/**
 * The Workers the publication deploys (wrangler.jsonc, which a test holds these equal to):
 * the site's, and the preview's, a Worker of its own from the configuration's `previa`
 * environment, at `https://horizonte-ti-previa.<account>.workers.dev`.
 */
export const WORKER = { name: 'horizonte-ti', previewEnvironment: 'previa' }

/** The Worker each target goes to. */
export const workerOf = (target) =>
  target === 'preview' ? `${WORKER.name}-${WORKER.previewEnvironment}` : WORKER.name

/** The longest message wrangler keeps with a version. */
const VERSION_MESSAGE_LENGTH = 100

/**
 * The arguments of `wrangler deploy` for a target: the site's Worker on the site's own
 * domain, or the preview's environment; the automation the form's endpoint forwards to,
 * when it is set; and the commit, which the dashboard's list of versions shows, to pick
 * one to go back to.
 */
export function deployArguments({ target, siteUrl, automationUrl, commit }) {
  const args = ['deploy']
  if (target === 'preview') args.push('--env', WORKER.previewEnvironment)
  else if (siteUrl) args.push('--domain', new URL(siteUrl).hostname)
  if (automationUrl) args.push('--var', `CONTACT_AUTOMATION_URL:${automationUrl}`)
  if (commit) {
    args.push('--tag', commit.sha.slice(0, 7))
    args.push('--message', commit.subject.slice(0, VERSION_MESSAGE_LENGTH))
  }
  return args
}

/**
 * The exit statuses of `check-content.mjs --release` beyond 0 (all clear). Node itself exits
 * with 1 on a crash, which is a technical error, not the content's.
 */
export const CHECK_EXIT = { problems: 3, examples: 4 }

/** GitHub's limit for a commit status's description. */
export const DESCRIPTION_MAX_LENGTH = 140

/** "1 dado de exemplo", "16 dados de exemplo": as the check and the workflow count them. */
export const examples = (count) => `${count} ${count === 1 ? 'dado' : 'dados'} de exemplo`

/** What the workflow says on the commit and in the run's summary. */
export const texts = {
  pending: 'Publicando…',
  site: 'Site atualizado',
  preview: (count) => `Só a prévia foi publicada: ${examples(count)} no lugar dos reais`,
  technical: 'Erro técnico ao publicar; avise quem cuida do site',
  summaryTitle: 'Publicação',
  summaryLive: (address) => `No ar em ${address}`,
  summaryPreviewNote:
    'O site só é publicado quando nenhum dado de exemplo resta. Cada um abaixo diz onde trocá-lo; ' +
    'o passo a passo está em docs/lancamento.md.',
  previewRetired: 'O site está no ar: a prévia saiu do ar, e o endereço dela não mostra mais nada.',
  previewGone: 'O site está no ar; a prévia já tinha saído do ar.',
  notPublishedBranch: (ref) =>
    `Nada foi publicado: só a branch ${PUBLISHED_BRANCH} vai ao ar, e esta execução é de ${ref}.`,
  alreadyPublished: 'Já houve uma publicação hoje: esta execução agendada não publica de novo.',
  liveRecordFailed:
    'O site está no ar, mas o registro do lançamento no GitHub falhou: a verificação automática pode não rodar até a próxima publicação. Avise quem cuida do site.',
  previewRetireFailed:
    'O site está no ar, mas a prévia não saiu do ar e continua no endereço dela: avise quem cuida do site (o erro está no passo "Take the preview down").',
  summaryTechnical:
    'A publicação parou por um erro técnico, não por causa do conteúdo. Avise quem cuida do site; ' +
    'o registro completo está nos passos acima.',
}

/** A line of the check's list: "  - <problem>". */
const ITEM = /^ {2}- (.+)$/

/**
 * Where the content check leaves the commit, from `check-content.mjs --release`'s exit status
 * and what it printed: `site` (all clear), `preview` (valid, but examples remain: only the
 * preview goes live), `refused` (a rule broken: nothing goes live) or `error` (the check
 * itself failed). `reason` is the first problem, `report` the whole output.
 */
export function contentOutcome({ status, stdout = '', stderr = '' }) {
  const report = [stdout, stderr].filter((text) => text.trim()).join('\n')
  const items = stderr.split('\n').flatMap((line) => line.match(ITEM)?.[1] ?? [])
  if (status === 0) return { target: 'site', report }
  if (status === CHECK_EXIT.examples && items.length > 0) {
    return { target: 'preview', examples: items.length, report }
  }
  if (status === CHECK_EXIT.problems && items.length > 0) {
    return { target: 'refused', reason: items[0], report }
  }
  return { target: 'error', report }
}

/** A description within GitHub's limit, cut with an ellipsis. */
export function description(text) {
  return text.length <= DESCRIPTION_MAX_LENGTH
    ? text
    : `${text.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`
}

/**
 * The commit status when the job ends. `outcome` is the content check's; `built` and
 * `deployed` are the later steps' outcomes (`success`, `failure`, `skipped`, `cancelled`);
 * `address` is where the upload went live; `runUrl` the run, whose summary has the report.
 * A preview that went live is a success: the commit did what it could, and the bar says
 * which address it went to. A refusal is a failure with its first problem; anything else
 * that stopped the job is a technical failure.
 */
export function finalStatus({ outcome, built, deployed, address, runUrl }) {
  const live = (text) => ({ state: 'success', description: description(text), target_url: address })
  if (outcome?.target === 'refused') {
    return {
      state: 'failure',
      description: description(outcome.reason),
      target_url: runUrl,
    }
  }
  const published = built === 'success' && deployed === 'success' && address
  if (published && outcome.target === 'site') return live(texts.site)
  if (published && outcome.target === 'preview') return live(texts.preview(outcome.examples))
  return { state: 'failure', description: texts.technical, target_url: runUrl }
}

/** The run's summary (Markdown): what happened, then every line the check printed. */
export function summary({ outcome, status }) {
  const lines = [`## ${texts.summaryTitle}`, '', `**${status.description}**`, '']
  if (status.state === 'success') lines.push(texts.summaryLive(status.target_url), '')
  if (status.state === 'success' && outcome.target === 'preview') {
    lines.push(texts.summaryPreviewNote, '')
  }
  if (status.description === texts.technical) lines.push(texts.summaryTechnical, '')
  if (outcome?.report) lines.push('```text', outcome.report, '```', '')
  return lines.join('\n')
}

/** What wrangler reports of the deployment it made, from the lines of its output file. */
export const wranglerDeploy = (wranglerOutput = '') =>
  wranglerOutput
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line))
    .findLast((entry) => entry.type === 'deploy')

/**
 * The address that went live, from the lines wrangler writes to its output file
 * (`WRANGLER_OUTPUT_FILE_PATH`): for the site, its public address when one is set; else
 * the first address the Worker answers at (the preview's on workers.dev).
 */
export function liveAddress({ target, wranglerOutput = '', siteUrl }) {
  if (target === 'site' && siteUrl) return siteUrl.replace(/\/*$/, '/')
  const address = wranglerDeploy(wranglerOutput)?.targets?.[0]
  return address ? address.replace(/\/*$/, '/') : undefined
}
