import Link from 'next/link'

import { buttonClasses } from '@/components/ui/button-link'
import { blogLabels } from '@/content/texts/entry-labels'
import { cx } from '@/lib/format'
import { listPageHref, pageNumbers } from '@/lib/pagination'

type PaginationProps = {
  /** The address of the list's first page (`/blog/`). */
  route: string
  number: number
  count: number
}

const numberClasses =
  'inline-flex size-11 items-center justify-center rounded-full text-sm font-semibold'

/**
 * Links to the list's previous and next pages, with where the visitor is between them,
 * then to its first, its last and the pages around this one.
 */
export function Pagination({ route, number, count }: PaginationProps) {
  if (count < 2) return null
  const href = (page: number) => listPageHref(route, page)
  return (
    <nav aria-label={blogLabels.pagination} className="mt-12">
      <div className="flex items-center justify-between gap-4">
        {number > 1 ? (
          <Link
            href={href(number - 1)}
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
            href={href(number + 1)}
            rel="next"
            className={buttonClasses({ variant: 'outline' })}
          >
            {blogLabels.next}
          </Link>
        ) : (
          <span />
        )}
      </div>
      <ol className="mt-6 flex flex-wrap items-center justify-center gap-1">
        {pageNumbers(number, count).map((page, index) => (
          <li key={page ?? `gap-${index}`}>
            {page === null ? (
              <span aria-hidden="true" className={cx(numberClasses, 'text-ink-500')}>
                …
              </span>
            ) : page === number ? (
              <span aria-current="page" className={cx(numberClasses, 'bg-ink-900 text-white')}>
                {page}
              </span>
            ) : (
              <Link
                href={href(page)}
                aria-label={blogLabels.pageLink(page)}
                className={cx(numberClasses, 'text-ink-900 hover:bg-ink-100 active:bg-ink-200')}
              >
                {page}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
