import { scriptJson } from '@/lib/markup'

/** Structured data for search engines, escaped so no value can close the script tag. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
  )
}
