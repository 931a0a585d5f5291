import { exampleMark } from '@/content/navigation'

/**
 * The mark on a testimonial or a case study still flagged `example`: it was invented. In
 * the preview banner's colours, so that a visitor reads them together, and styled inline
 * like it, so that the site's stylesheet stays as it was. Left out of the search index: it
 * says nothing of the case.
 */
export function ExampleMark() {
  return (
    <span
      data-pagefind-ignore=""
      style={{
        display: 'inline-block',
        flexShrink: 0,
        padding: '0.125rem 0.625rem',
        borderRadius: '9999px',
        background: '#fde68a',
        color: '#1c1917',
        border: '2px solid #1c1917',
        fontSize: '0.875rem',
        fontWeight: 600,
        lineHeight: 1.4,
      }}
    >
      {exampleMark}
    </span>
  )
}
