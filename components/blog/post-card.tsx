import Link from 'next/link'

import { ContentImage } from '@/components/ui/content-image'
import type { Post } from '@/content/entries/blog'
import { blogLabels } from '@/content/texts/entry-labels'
import { cx } from '@/lib/format'

import { Day } from './post-byline'

type PostCardProps = {
  post: Post
  /** The featured post: wider, its picture beside its text from tablets up. */
  featured?: boolean
  /** The level of the card's heading in the page's outline. */
  headingLevel?: 'h2' | 'h3'
}

/** A post in a list: its cover, category, title (the link), summary, date and reading time. */
export function PostCard({ post, featured = false, headingLevel: Heading = 'h2' }: PostCardProps) {
  return (
    <article
      className={cx(
        'group relative flex flex-col overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-ink-100 transition-shadow hover:shadow-lg',
        featured && 'md:grid md:grid-cols-2',
      )}
    >
      <ContentImage
        src={post.cover.src}
        alt={post.cover.alt}
        sizes={
          featured
            ? '(min-width: 75rem) 36rem, (min-width: 48rem) 50vw, 100vw'
            : '(min-width: 75rem) 24rem, (min-width: 48rem) 50vw, 100vw'
        }
        priority={featured}
        className={cx('aspect-video h-auto w-full object-cover', featured && 'md:h-full')}
      />
      <div className={cx('flex flex-1 flex-col p-6', featured && 'md:justify-center md:p-10')}>
        <p className="mb-3 flex flex-wrap items-center gap-2 text-sm font-semibold text-accent-700">
          {featured && (
            <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-ink-950">
              {blogLabels.featured}
            </span>
          )}
          {post.category.name}
        </p>
        <Heading className={cx('text-xl', featured && 'md:text-3xl')}>
          {/* The whole card answers a tap: the link's area covers it. */}
          <Link
            href={`/blog/${post.slug}`}
            className="after:absolute after:inset-0 after:content-['']"
          >
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 text-ink-600">{post.summary}</p>
        <p className="mt-auto flex flex-wrap gap-x-3 pt-5 text-sm text-ink-500">
          <Day value={post.published} />
          <span>{blogLabels.readingTime(post.readingMinutes)}</span>
        </p>
      </div>
    </article>
  )
}
