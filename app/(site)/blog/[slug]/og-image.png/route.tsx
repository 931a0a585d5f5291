import { entryOgImage } from '@/components/og/entry-og-image'
import { postBySlug } from '@/content/entries/blog'
import { pages } from '@/content/registry/pages'

// Rendered once per post at build time into out/blog/<slug>/og-image.png.
export const dynamic = 'force-static'
export const dynamicParams = false

export const generateStaticParams = () => pages.post.params().map((slug) => ({ slug }))

export async function GET(_request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const post = postBySlug((await params).slug)
  return entryOgImage({ kicker: post.category.name, title: post.title })
}
