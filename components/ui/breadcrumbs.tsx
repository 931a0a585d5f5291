import { ChevronRight } from 'lucide'
import Link from 'next/link'

import { Icon } from './icon'

/** A step of the trail: a page above this one, or (without `href`) this page. */
export type Crumb = { label: string; href?: string }

/**
 * Where a page sits in the site: "Início › Blog › Gestão de TI". The same steps go to search
 * engines as a BreadcrumbList (`breadcrumbJsonLd`).
 */
export function Breadcrumbs({ crumbs, label }: { crumbs: readonly Crumb[]; label: string }) {
  return (
    <nav aria-label={label} className="text-sm text-ink-300">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        {crumbs.map((crumb, index) => (
          <li key={crumb.label} className="flex items-center gap-1.5">
            {index > 0 && <Icon node={ChevronRight} className="size-3.5 text-ink-400" />}
            {crumb.href ? (
              <Link
                href={crumb.href}
                className="inline-flex min-h-11 items-center hover:text-white sm:min-h-0"
              >
                {crumb.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-ink-200">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
