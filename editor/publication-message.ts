/**
 * What the editor's status bar (`showPublicationStatus`) says about the latest publication
 * of the branch the editor commits to, from the commit status the publish workflow sets on
 * each commit (`STATUS_CONTEXT`). Read by the company's staff: Portuguese.
 */

/** Where Decap keeps who signed in, with their GitHub token (decap-cms-core, backend.ts). */
export const DECAP_USER_KEY = 'decap-cms-user'

/** The bar's texts, all in one place. */
export const publicationTexts = {
  label: 'Publicação',
  pending: 'Publicando a última alteração…',
  live: (time: string) => `No ar: a última alteração foi publicada às ${time}.`,
  open: 'Abrir o endereço publicado',
  failed: (reason: string) => `A última alteração não foi publicada: ${reason}`,
  reasonLink: 'Ver o motivo completo',
  watchClear: (time: string) => `Verificação do site às ${time}: tudo certo.`,
  watchFailed: (time: string) =>
    `Verificação do site às ${time}: o site precisa de atenção (há um aviso aberto no GitHub).`,
  watchLink: 'Ver o que falhou',
  watchBroken: (time: string) =>
    `Verificação do site às ${time}: a verificação não conseguiu terminar (o GitHub recusou atualizar o aviso, por exemplo); avise quem cuida do site.`,
  watchBrokenLink: 'Ver a verificação',
}

/** One status of a commit, as GitHub's REST API gives it. */
type CommitStatus = {
  context: string
  state: 'pending' | 'success' | 'failure' | 'error'
  description: string | null
  target_url: string | null
  updated_at: string
}

/** `GET /repos/{owner}/{repo}/commits/{ref}/status`: the ref's head commit and its statuses. */
export type CombinedStatus = { sha: string; statuses: CommitStatus[] }

export type PublicationMessage = {
  state: 'pending' | 'live' | 'failed'
  text: string
  link?: { href: string; text: string }
}

/** "14:32", in the browser's time zone unless one is given. */
const clock = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone }).format(
    new Date(iso),
  )

/**
 * The message for the branch's head commit, from its combined status: the workflow's own
 * status (`context`), the newest if it was set more than once. Nothing when the commit has
 * none yet, which the bar tells apart itself (a save just made, or a branch not published).
 */
export function publicationMessage(
  combined: CombinedStatus,
  context: string,
  timeZone?: string,
): PublicationMessage | undefined {
  const status = combined.statuses
    .filter((entry) => entry.context === context)
    .sort((a, b) => b.updated_at.localeCompare(a.updated_at))[0]
  if (!status) return undefined
  const link = (text: string) => (status.target_url ? { href: status.target_url, text } : undefined)
  if (status.state === 'pending') return { state: 'pending', text: publicationTexts.pending }
  if (status.state === 'success') {
    const detail = status.description ? ` ${status.description}.` : ''
    return {
      state: 'live',
      text: publicationTexts.live(clock(status.updated_at, timeZone)) + detail,
      link: link(publicationTexts.open),
    }
  }
  return {
    state: 'failed',
    text: publicationTexts.failed(status.description ?? ''),
    link: link(publicationTexts.reasonLink),
  }
}

/** `GET /repos/{owner}/{repo}/actions/workflows/{file}/runs`: the newest completed run. */
export type WorkflowRuns = {
  workflow_runs: { id: number; html_url: string; updated_at: string }[]
}

/** `GET /repos/{owner}/{repo}/actions/runs/{id}/jobs`: its jobs and their steps. */
export type RunJobs = {
  jobs: { steps?: { name: string; conclusion: string | null; completed_at: string | null }[] }[]
}

/** `GET /repos/{owner}/{repo}/issues?state=open&labels=…`: the watch's open issue, if any. */
export type OpenIssues = { html_url: string }[]

/**
 * The line the bar adds for the watch over the live site (`WATCH_RUN`), from its checking
 * step in the newest completed run and the watch's open issue. The step succeeds whatever
 * the site's state (a problem is the issue's, opened once it lasts two runs), and fails
 * only when the watch itself could not finish. Nothing before launch, when the step is
 * skipped, nor before its first run.
 */
export function watchMessage(
  run: WorkflowRuns['workflow_runs'][number] | undefined,
  jobs: RunJobs | undefined,
  issues: OpenIssues | undefined,
  { step }: { step: string },
  timeZone?: string,
): PublicationMessage | undefined {
  const checked = jobs?.jobs.flatMap((job) => job.steps ?? []).find((entry) => entry.name === step)
  if (!run || !checked || !['success', 'failure'].includes(checked.conclusion ?? '')) {
    return undefined
  }
  const time = clock(checked.completed_at ?? run.updated_at, timeZone)
  if (checked.conclusion === 'failure') {
    return {
      state: 'failed',
      text: publicationTexts.watchBroken(time),
      link: { href: run.html_url, text: publicationTexts.watchBrokenLink },
    }
  }
  const [issue] = issues ?? []
  return issue
    ? {
        state: 'failed',
        text: publicationTexts.watchFailed(time),
        link: { href: issue.html_url, text: publicationTexts.watchLink },
      }
    : { state: 'live', text: publicationTexts.watchClear(time) }
}
