// The editor's status bar: the latest publication of the branch the editor commits to, from
// the commit status the publish workflow sets (`STATUS_CONTEXT`), read from
// GitHub's API with the token of whoever signed in. It shows nothing with the local backend
// (`npm run admin`), which publishes nothing. Beside Decap's interface, in the site's React.
import { createRoot } from 'react-dom/client'

import {
  type CombinedStatus,
  DECAP_USER_KEY,
  type PublicationMessage,
  publicationMessage,
  publicationTexts as text,
  type RunJobs,
  type OpenIssues,
  watchMessage,
  type WorkflowRuns,
} from './publication-message'

/** What the build writes into the editor's page for the bar (`previewSettings`). */
export type PublicationSettings = {
  /** owner/name on GitHub, and the branch the editor commits to. */
  repository: string
  branch: string
  /** The workflow's commit status, by its name. */
  context: string
  /** The watch over the live site: its workflow's file, its checking step, its issue's label. */
  watch: { workflow: string; step: string; issueLabel: string }
}

type Events = {
  registerEventListener(listener: { name: string; handler: () => undefined }): void
}

/**
 * How often to ask again: while a publication runs; once settled (another person, or
 * another tab, may have saved since; GitHub allows 5,000 requests an hour); and how often
 * to look whether someone signed in, which costs no request.
 */
const AGAIN_MS = { pending: 20_000, settled: 120_000, signIn: 3_000 }
/** After a save, how long the new commit may go without a status before the bar gives up. */
const START_WITHIN_MS = 10 * 60_000

/** The GitHub token of whoever signed in to the editor, if they signed in with GitHub. */
function githubToken(): string | undefined {
  try {
    const user = JSON.parse(localStorage.getItem(DECAP_USER_KEY) ?? 'null')
    return user?.backendName === 'github' && typeof user.token === 'string' ? user.token : undefined
  } catch {
    return undefined
  }
}

const colors = {
  pending: ['#eff6ff', '#1e3a8a'],
  live: ['#ecfdf5', '#065f46'],
  failed: ['#fef2f2', '#991b1b'],
}

function Line({ message }: { message: PublicationMessage }) {
  const [background, color] = colors[message.state]
  return (
    <div
      style={{
        padding: '0.5rem 0.875rem',
        borderRadius: '0.5rem',
        background,
        color,
        border: `1px solid ${color}`,
        boxShadow: '0 2px 10px rgb(0 0 0 / 0.15)',
      }}
    >
      {message.text}
      {message.link && (
        <a
          href={message.link.href}
          target="_blank"
          rel="noreferrer"
          style={{ display: 'block', width: 'fit-content', color }}
        >
          {message.link.text}
        </a>
      )}
    </div>
  )
}

/** The publication's line, and under it the watch's once the site is live. */
function Bar({ messages }: { messages: (PublicationMessage | undefined)[] }) {
  // The live region stays in the page, so that each new message is announced.
  return (
    <div
      role="status"
      aria-label={text.label}
      style={{
        position: 'fixed',
        right: '1rem',
        bottom: '1rem',
        zIndex: 400,
        display: 'grid',
        gap: '0.5rem',
        maxWidth: 'min(36rem, calc(100% - 2rem))',
        font: '500 14px/1.45 system-ui, sans-serif',
      }}
    >
      {messages.map((message, index) => message && <Line key={index} message={message} />)}
    </div>
  )
}

/** Puts the bar on the editor's page and keeps it current. */
export function showPublicationStatus(cms: Events, settings: PublicationSettings) {
  const element = document.createElement('div')
  document.body.append(element)
  const root = createRoot(element)
  /** The watch's line, kept between checks: it changes once an hour. */
  let watch: PublicationMessage | undefined
  const show = (message: PublicationMessage | undefined) =>
    root.render(<Bar messages={[message, watch]} />)
  const repo = `https://api.github.com/repos/${settings.repository}`
  const url = `${repo}/commits/${encodeURIComponent(settings.branch)}/status`

  /**
   * The watch's newest completed run, its steps and its open issue: its line, or the last
   * one on an error.
   */
  async function checkWatch(headers: HeadersInit): Promise<PublicationMessage | undefined> {
    try {
      const get = async <T,>(address: string) => {
        const response = await fetch(address, { headers, cache: 'no-store' })
        if (!response.ok) throw new Error(`GitHub answered ${response.status}`)
        return (await response.json()) as T
      }
      const { workflow_runs: runs } = await get<WorkflowRuns>(
        `${repo}/actions/workflows/${settings.watch.workflow}/runs?status=completed&per_page=1`,
      )
      const run = runs[0]
      if (!run) return undefined
      const [jobs, issues] = await Promise.all([
        get<RunJobs>(`${repo}/actions/runs/${run.id}/jobs`),
        get<OpenIssues>(
          `${repo}/issues?state=open&labels=${encodeURIComponent(settings.watch.issueLabel)}&per_page=1`,
        ),
      ])
      return watchMessage(run, jobs, issues, settings.watch)
    } catch (error) {
      console.warn('Watch status:', error)
      return watch
    }
  }

  let timer: ReturnType<typeof setTimeout> | undefined
  /** Each check's number: only the latest one's answer counts, and schedules the next. */
  let latest = 0
  let head: string | undefined
  /** After a save: the commit before it, and until when to wait for the new one's status. */
  let awaiting: { before: string | undefined; until: number } | undefined

  async function check() {
    clearTimeout(timer)
    const current = ++latest
    const token = githubToken()
    if (!token) {
      watch = undefined
      show(undefined)
      timer = setTimeout(check, AGAIN_MS.signIn)
      return
    }
    let message: PublicationMessage | undefined
    const headers = { Authorization: `token ${token}`, Accept: 'application/vnd.github+json' }
    const watched = checkWatch(headers)
    try {
      const response = await fetch(url, { headers, cache: 'no-store' })
      if (!response.ok) throw new Error(`GitHub answered ${response.status}`)
      const combined = (await response.json()) as CombinedStatus
      if (current !== latest) return
      head = combined.sha
      message = publicationMessage(combined, settings.context)
      // The saved commit, not yet (or not yet seen) with a status: its run is about to start.
      if (awaiting && (head === awaiting.before || !message) && Date.now() < awaiting.until) {
        message = { state: 'pending', text: text.pending }
      } else {
        awaiting = undefined
      }
    } catch (error) {
      if (current !== latest) return
      // The bar keeps what it said, and asks again.
      console.warn('Publication status:', error)
      timer = setTimeout(check, AGAIN_MS.pending)
      return
    }
    const line = await watched
    if (current !== latest) return
    watch = line
    show(message)
    timer = setTimeout(check, message?.state === 'pending' ? AGAIN_MS.pending : AGAIN_MS.settled)
  }

  const saved = () => {
    awaiting = { before: head, until: Date.now() + START_WITHIN_MS }
    void check()
    return undefined
  }
  for (const name of ['postSave', 'postPublish'])
    cms.registerEventListener({ name, handler: saved })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void check()
  })
  show(undefined)
  void check()
}
