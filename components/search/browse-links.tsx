import { ArrowRight } from 'lucide'
import type { ComponentProps } from 'react'

import { Icon } from '@/components/ui/icon'
import type { BrowseLink } from '@/content/texts/search'
import { cx } from '@/lib/format'

/** The lists of posts and of cases, for a visitor the search cannot serve. */
export function BrowseLinks({
  links,
  className,
  ...props
}: ComponentProps<'ul'> & { links: BrowseLink[] }) {
  return (
    <ul className={cx('flex flex-col gap-1 sm:flex-row sm:gap-6', className)} {...props}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-700 underline-offset-4 hover:underline"
          >
            {link.label}
            <Icon node={ArrowRight} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  )
}
