import { blogLabels } from '@/content/texts/entry-labels'
import type { Post } from '@/content/entries/blog'
import { dayOf } from '@/content/schemas/field-kinds'
import { cx, formatLongDate } from '@/lib/format'

/** A day as a visitor reads it, with the machine-readable date beside it. */
export function Day({ value }: { value: string }) {
  return <time dateTime={value}>{formatLongDate(dayOf(value))}</time>
}

/** When a post came out (and changed), and how long it takes to read. */
export function PostDates({ post, className }: { post: Post; className?: string }) {
  return (
    <p className={cx('flex flex-wrap gap-x-3 gap-y-1 text-sm', className)}>
      <span>
        {blogLabels.published} <Day value={post.published} />
      </span>
      {post.updated && (
        <span>
          {blogLabels.updated} <Day value={post.updated} />
        </span>
      )}
      <span>{blogLabels.readingTime(post.readingMinutes)}</span>
    </p>
  )
}
