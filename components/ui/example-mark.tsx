import { exampleMark } from '@/content/texts/navigation'

/**
 * The mark on a testimonial, a case study or a service's page still flagged `example`: the
 * company has not confirmed it. In the preview banner's colours, so that a visitor reads
 * them together. Left out of the search index: it says nothing of the entry.
 */
export function ExampleMark() {
  return (
    <span
      data-pagefind-ignore=""
      className="inline-block shrink-0 rounded-full border-2 border-stone-900 bg-amber-200 px-2.5 py-0.5 text-sm leading-snug font-semibold text-stone-900"
    >
      {exampleMark}
    </span>
  )
}
