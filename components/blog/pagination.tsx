import Link from 'next/link'

import { blogLabels } from '@/content/entry-labels'
import { buttonClasses } from '@/components/ui/button-link'

/** The address of a page of the blog's list: the first is /blog itself. */
const listPageHref = (number: number) => (number === 1 ? '/blog' : `/blog/pagina/${number}`)

/** Links to the list's previous and next pages, with where the visitor is between them. */
export function Pagination({ number, count }: { number: number; count: number }) {
  if (count < 2) return null
  return (
    <nav
      aria-label={blogLabels.pagination}
      className="mt-12 flex items-center justify-between gap-4"
    >
      {number > 1 ? (
        <Link
          href={listPageHref(number - 1)}
          rel="prev"
          className={buttonClasses({ variant: 'outline' })}
        >
          {blogLabels.previous}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-ink-600">{blogLabels.page(number, count)}</p>
      {number < count ? (
        <Link
          href={listPageHref(number + 1)}
          rel="next"
          className={buttonClasses({ variant: 'outline' })}
        >
          {blogLabels.next}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
