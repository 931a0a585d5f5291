/**
 * What the editor's status bar (publication-status.tsx) says about the latest publication
 * of the branch the editor commits to, from the commit status the publish workflow sets on
 * each commit (scripts/lib/publication.mjs). Read by the company's staff: Portuguese.
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
