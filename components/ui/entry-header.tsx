import type { ReactNode } from 'react'

import { trailLabels } from '@/content/texts/entry-labels'

import { Breadcrumbs } from './breadcrumbs'
import type { Crumb } from './breadcrumbs'

type EntryHeaderProps = {
  /** The trail from the home page to the entry. */
  crumbs: readonly Crumb[]
  /** What stands above the title: a post's category, a case's client and sector. */
  above: ReactNode
  title: string
  summary: string
  /** What follows the summary: a post's author and dates. */
  children?: ReactNode
}

/**
 * The dark opening of a post or a case, holding its only <h1>. The trail is left out of the
 * site search's excerpts.
 */
export function EntryHeader({ crumbs, above, title, summary, children }: EntryHeaderProps) {
  return (
    <header className="on-dark bg-ink-950 text-ink-100">
      <div className="container-page max-w-4xl py-10 sm:py-14">
        <div data-pagefind-ignore>
          <Breadcrumbs crumbs={crumbs} label={trailLabels.name} />
        </div>
        <div className="mt-6">{above}</div>
        <h1 id="page-title" className="mt-4 text-4xl text-white sm:text-5xl">
          {title}
        </h1>
        <p className="mt-5 text-lg text-ink-200 sm:text-xl">{summary}</p>
        {children}
      </div>
    </header>
  )
}
