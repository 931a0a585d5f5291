import { blogLabels } from '@/content/texts/entry-labels'
import type { OutlineItem } from '@/lib/markdown'
import { cx } from '@/lib/format'

/** The table of contents of a long post: its sections, each a link to its heading. */
export function PostOutline({
  items,
  className,
}: {
  items: readonly OutlineItem[]
  className?: string
}) {
  return (
    <nav aria-labelledby="outline-title" data-pagefind-ignore className={cx('text-sm', className)}>
      <h2 id="outline-title" className="mb-3 text-base">
        {blogLabels.outline}
      </h2>
      <ol className="space-y-1 border-l-2 border-ink-100">
        {items.map((item) => (
          <li key={item.id} className={item.depth === 3 ? 'pl-7' : 'pl-4'}>
            <a
              href={`#${item.id}`}
              className="inline-flex min-h-9 items-center text-ink-600 hover:text-accent-700"
            >
              {item.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
