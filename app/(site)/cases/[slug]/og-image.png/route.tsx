import { entryOgImage } from '@/components/og/entry-og-image'
import { caseBySlug } from '@/content/entries/cases'
import { pages } from '@/content/registry/pages'

// Rendered once per case at build time into out/cases/<slug>/og-image.png.
export const dynamic = 'force-static'
export const dynamicParams = false

export const generateStaticParams = () => pages.case.params().map((slug) => ({ slug }))

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const entry = caseBySlug((await params).slug)
  return entryOgImage({ kicker: `${entry.client} · ${entry.sector}`, title: entry.title })
}
