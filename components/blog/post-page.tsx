import { SearchableArticle } from '@/components/search/searchable-article'
import type { Crumb } from '@/components/ui/breadcrumbs'
import { ContentImage } from '@/components/ui/content-image'
import { CtaBand } from '@/components/ui/cta-band'
import { EntryHeader } from '@/components/ui/entry-header'
import { Section } from '@/components/ui/section'
import { blogLabels } from '@/content/texts/entry-labels'
import type { Post } from '@/content/entries/blog'
import { headerCta } from '@/content/texts/navigation'
import type { BlogContent } from '@/content/schemas/page-schemas'

import { MarkdownText } from './markdown-text'
import { PostCard } from './post-card'
import { PostDates } from './post-byline'
import { PostOutline } from './post-outline'
import { ShareLinks } from './share-links'

type PostPageProps = {
  post: Post
  /** The blog's copy: the invitation that closes every post. */
  blog: Pick<BlogContent, 'closing'>
  related: readonly Post[]
  /** The trail from the home page to the post (also given to search engines). */
  crumbs: readonly Crumb[]
  /** The post's full address, for the share links. */
  url: string
  /** The addresses of the entries dated later (`scheduledHrefs`): its text's links to them wait. */
  scheduled?: ReadonlySet<string>
}

/**
 * A post: its opening (category, title, summary, author, dates, reading time), its cover,
 * its table of contents when it is long, its text, the links that share it, one call to
 * talk to a specialist, and related posts.
 */
export function PostPage({ post, blog, related, crumbs, url, scheduled }: PostPageProps) {
  return (
    <>
      <SearchableArticle kind="post">
        <EntryHeader
          crumbs={crumbs}
          above={
            <p className="text-sm font-semibold tracking-wider text-accent-300 uppercase">
              {post.category.name}
            </p>
          }
          title={post.title}
          summary={post.summary}
        >
          <div className="mt-6 text-ink-300" data-pagefind-ignore>
            <p className="font-semibold text-white">
              {blogLabels.by} {post.author.name}
              <span className="font-normal text-ink-300">, {post.author.role}</span>
            </p>
            <PostDates post={post} className="mt-1" />
          </div>
        </EntryHeader>
        <div className="container-page max-w-4xl">
          <ContentImage
            src={post.cover.src}
            alt={post.cover.alt}
            sizes="(min-width: 56rem) 52rem, calc(100vw - 2.5rem)"
            priority
            className="mt-8 aspect-video h-auto w-full rounded-3xl object-cover"
          />
        </div>
        <div className="container-page grid max-w-4xl grid-cols-[minmax(0,1fr)] gap-10 py-12">
          {post.outline.length > 0 && (
            <PostOutline items={post.outline} className="rounded-2xl bg-ink-50 p-6" />
          )}
          <MarkdownText
            markdown={post.body}
            scheduled={scheduled}
            className="mx-auto w-full max-w-[42rem]"
          />
          <div className="mx-auto w-full max-w-[42rem] border-t border-ink-100 pt-8">
            <ShareLinks url={url} title={post.title} summary={post.summary} />
          </div>
        </div>
      </SearchableArticle>
      <CtaBand
        id="post-cta-title"
        title={blog.closing.title}
        description={blog.closing.description}
        primary={{ ...headerCta, placement: 'blog_post' }}
      />
      {related.length > 0 && (
        <Section tone="muted" aria-labelledby="related-title">
          <h2 id="related-title" className="mb-8 text-3xl">
            {blogLabels.related}
          </h2>
          <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <PostCard key={other.slug} post={other} headingLevel="h3" />
            ))}
          </div>
        </Section>
      )}
    </>
  )
}
