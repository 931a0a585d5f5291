import Link from 'next/link'

import { blogLabels } from '@/content/texts/entry-labels'
import type { BlogCategory } from '@/content/schemas/page-schemas'
import { cx } from '@/lib/format'

const chip =
  'inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors'

/** The blog's categories as links, the one being shown marked: "Todos os artigos" first. */
export function CategoryNav({
  categories,
  current,
}: {
  categories: readonly BlogCategory[]
  current?: string
}) {
  const links = [
    { label: blogLabels.allPosts, href: '/blog', slug: undefined },
    ...categories.map((category) => ({
      label: category.name,
      href: `/blog/categoria/${category.slug}`,
      slug: category.slug,
    })),
  ]
  return (
    <nav aria-label={blogLabels.categories}>
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => {
          const active = link.slug === current
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={active ? 'page' : undefined}
                className={cx(
                  chip,
                  active
                    ? 'bg-ink-900 text-white ring-ink-900'
                    : 'bg-white text-ink-700 ring-ink-200 hover:bg-ink-50',
                )}
              >
                {link.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
