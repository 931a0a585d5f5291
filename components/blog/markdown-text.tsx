import type { Element } from 'hast'
import Link from 'next/link'
import Markdown from 'react-markdown'
import type { Components } from 'react-markdown'
import remarkGfm from 'remark-gfm'

import { ContentImage } from '@/components/ui/content-image'
import { blogLabels } from '@/content/texts/entry-labels'
import { cx } from '@/lib/format'
import { remarkHeadingIds, remarkNestHeadings } from '@/lib/markdown'

/** The widths a picture of the text takes: the column's, up to the reading measure. */
const IMAGE_SIZES = '(min-width: 48rem) 46rem, calc(100vw - 2.5rem)'

/** A paragraph that holds nothing but one picture: drawn as a figure, not inside a <p>. */
const isLonePicture = (node?: Element) =>
  node?.children.length === 1 &&
  node.children[0]?.type === 'element' &&
  node.children[0].tagName === 'img'

/** The path of a link within the site, as `entryHref` writes it: `/cases/x/#y` → `/cases/x`. */
const pathOf = (href: string) => href.replace(/[?#].*$/, '').replace(/(.)\/$/, '$1')

/** How the text draws its parts; its links to `scheduled` addresses are words alone. */
const componentsFor = (scheduled: ReadonlySet<string>): Components => ({
  p: ({ node, children }) => (isLonePicture(node) ? <>{children}</> : <p>{children}</p>),
  img: ({ src, alt, title }) => (
    <figure>
      <ContentImage src={String(src)} alt={alt ?? ''} sizes={IMAGE_SIZES} className="rounded-2xl" />
      {title && <figcaption>{title}</figcaption>}
    </figure>
  ),
  // Links within the site move with the router; others are plain links.
  a: ({ href = '', children }) => {
    if (!href.startsWith('/')) return <a href={href}>{children}</a>
    // A link to an entry scheduled for a later day would lead nowhere: its words alone, until then.
    if (scheduled.has(pathOf(href))) return <>{children}</>
    return <Link href={href}>{children}</Link>
  },
  // A wide table scrolls sideways within its own box on a phone, reachable by keyboard.
  table: ({ children }) => (
    <section aria-label={blogLabels.table} tabIndex={0} className="overflow-x-auto">
      <table>{children}</table>
    </section>
  ),
})

/**
 * A text written in Markdown in the editor (a post, a case's challenge and solution),
 * rendered at build time into the page's HTML, styled with the site's tokens. Raw HTML is
 * never rendered: the build refuses it (`markdownProblems`). `nested` when the text sits under
 * a heading of the page's own: its headings then come one level below that one. `scheduled`:
 * the addresses of the entries dated later (`scheduledHrefs`), which its links wait for.
 */
export function MarkdownText({
  markdown,
  nested = false,
  scheduled = new Set(),
  className,
}: {
  markdown: string
  nested?: boolean
  scheduled?: ReadonlySet<string>
  className?: string
}) {
  return (
    <div
      className={cx(
        'prose prose-lg max-w-none prose-ink',
        'prose-headings:scroll-mt-24 prose-a:underline-offset-2 hover:prose-a:text-accent-800',
        'prose-blockquote:font-normal prose-blockquote:text-ink-700 prose-figcaption:text-center',
        className,
      )}
    >
      <Markdown
        remarkPlugins={[remarkGfm, remarkHeadingIds, ...(nested ? [remarkNestHeadings] : [])]}
        components={componentsFor(scheduled)}
      >
        {markdown}
      </Markdown>
    </div>
  )
}
