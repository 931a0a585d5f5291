'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { FormEvent, ReactNode } from 'react'

import { searchKinds, searchMessages, searchParam } from '@/content/texts/search'
import { buttonClasses } from '@/components/ui/button-link'
import { cameThroughRouter, loadPagefind, toSearchResult } from '@/lib/search/pagefind'
import type { PagefindResultData, SearchResult } from '@/lib/search/pagefind'

import { SearchForm } from './search-form'
import { SearchResultCard } from './search-result'

/** How long typing pauses before the search runs. */
const DEBOUNCE_MS = 250
/** Results shown at once; each one shown loads its own small file of the index. */
const PAGE_SIZE = 10

type Found = () => Promise<PagefindResultData>

type Outcome =
  | { state: 'idle' }
  | { state: 'failed' }
  | { state: 'done'; query: string; shown: SearchResult[]; rest: Found[] }

const load = (found: Found[]) =>
  Promise.all(found.map((data) => data().then((result) => toSearchResult(result, searchKinds))))

/** The search in the address, so a reload or a shared link finds the same. */
function keepInAddress(query: string) {
  const url = new URL(window.location.href)
  if (query) url.searchParams.set(searchParam, query)
  else url.searchParams.delete(searchParam)
  window.history.replaceState(null, '', url)
}

/** What the live region says about an outcome: the count, none found, or the failure. */
function outcomeMessage(outcome: Outcome): string {
  if (outcome.state === 'failed') return searchMessages.failed
  if (outcome.state === 'idle') return ''
  const total = outcome.shown.length + outcome.rest.length
  return total > 0 ? searchMessages.found(total, outcome.query) : searchMessages.none(outcome.query)
}

/**
 * The search page's form and results. The form is the plain one every page may carry;
 * with scripts it searches as the visitor types and on submit, with Pagefind's reader,
 * which loads on this page only, when the field is first used or the address holds a
 * search (`?q=`). The count goes to a polite live region; a reader that cannot load (offline,
 * blocked) says so and offers the lists instead.
 */
export function SiteSearch({
  prompt,
  promptId,
  whenFailed,
}: {
  /** The sentence under the field, drawn on the server, and its id. */
  prompt: ReactNode
  promptId: string
  /** What a failed search offers instead: the lists, drawn on the server. */
  whenFailed: ReactNode
}) {
  const input = useRef<HTMLInputElement>(null)
  const timer = useRef<number>(undefined)
  const latest = useRef(0)
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })

  const run = useCallback(async (typed: string) => {
    window.clearTimeout(timer.current)
    const query = typed.trim()
    const id = ++latest.current
    keepInAddress(query)
    if (!query) return setOutcome({ state: 'idle' })
    try {
      const pagefind = await loadPagefind()
      const results = (await pagefind.search(query))?.results ?? []
      const found = results.map((result) => () => result.data())
      const shown = await load(found.slice(0, PAGE_SIZE))
      if (id !== latest.current) return
      setOutcome({ state: 'done', query, shown, rest: found.slice(PAGE_SIZE) })
    } catch (error) {
      if (id !== latest.current) return
      console.warn('The search could not load', error)
      setOutcome({ state: 'failed' })
    }
  }, [])

  useEffect(() => {
    // The router brought the visitor here from a page whose policy allows no WebAssembly:
    // load the search page itself, under its own.
    const loadedAs = performance.getEntriesByType('navigation')[0]?.name
    if (cameThroughRouter(loadedAs, window.location.href)) return window.location.reload()
    const field = input.current!
    // What the visitor typed before scripts ran, else the search in the address.
    field.value ||= new URLSearchParams(window.location.search).get(searchParam) ?? ''
    if (field.value.trim()) void run(field.value)
    return () => window.clearTimeout(timer.current)
  }, [run])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void run(input.current!.value)
  }

  // The next results, or, when their files cannot load, the failure: never fewer results
  // shown than the count says without a word.
  const showMore = async (current: Extract<Outcome, { state: 'done' }>) => {
    try {
      const more = await load(current.rest.slice(0, PAGE_SIZE))
      setOutcome((now) =>
        now === current
          ? { ...now, shown: [...now.shown, ...more], rest: now.rest.slice(PAGE_SIZE) }
          : now,
      )
    } catch (error) {
      console.warn('The search could not load more results', error)
      setOutcome((now) => (now === current ? { state: 'failed' } : now))
    }
  }

  return (
    <>
      <SearchForm
        onSubmit={onSubmit}
        input={{
          ref: input,
          'aria-describedby': promptId,
          onFocus: () => void loadPagefind().catch(() => undefined),
          onInput: (event) => {
            const { value } = event.currentTarget
            window.clearTimeout(timer.current)
            timer.current = window.setTimeout(() => void run(value), DEBOUNCE_MS)
          },
        }}
      />
      {prompt}
      <p role="status" className="mt-10 text-lg font-semibold text-ink-900">
        {outcomeMessage(outcome)}
      </p>
      {outcome.state === 'failed' && whenFailed}
      {outcome.state === 'done' && outcome.shown.length > 0 && (
        <ol className="mt-6 space-y-4">
          {outcome.shown.map((result) => (
            <li key={result.url}>
              <SearchResultCard result={result} />
            </li>
          ))}
        </ol>
      )}
      {outcome.state === 'done' && outcome.rest.length > 0 && (
        <button
          type="button"
          onClick={() => void showMore(outcome)}
          className={buttonClasses({ variant: 'outline', className: 'mt-8' })}
        >
          {searchMessages.more}
        </button>
      )}
    </>
  )
}
