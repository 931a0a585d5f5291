import { icoFromPngs, iconPng, imageResponse, siteIcons } from '@/lib/icons'

// Written once at build time into out/favicon.ico.
export const dynamic = 'force-static'

export async function GET() {
  const images = await Promise.all(
    siteIcons.favicon.sizes.map(async (size) => ({ size, png: await iconPng(size) })),
  )
  return imageResponse(icoFromPngs(images), 'image/x-icon')
}
