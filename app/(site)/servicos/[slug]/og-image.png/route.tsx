import { entryOgImage } from '@/components/og/entry-og-image'
import { serviceLabels } from '@/content/texts/entry-labels'
import { serviceBySlug } from '@/content/entries/services'
import { pages } from '@/content/registry/pages'

// Rendered once per service at build time into out/servicos/<slug>/og-image.png.
export const dynamic = 'force-static'
export const dynamicParams = false

export const generateStaticParams = () => pages.service.params().map((slug) => ({ slug }))

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const entry = serviceBySlug((await params).slug)
  return entryOgImage({ kicker: `${serviceLabels.pageTitle} · ${entry.name}`, title: entry.title })
}
