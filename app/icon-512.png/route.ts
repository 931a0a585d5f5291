import { iconPng, imageResponse, siteIcons } from '@/lib/icons'

// Written once at build time into out/icon-512.png, for the web app manifest.
export const dynamic = 'force-static'

export async function GET() {
  return imageResponse(await iconPng(siteIcons.manifest[1].size), 'image/png')
}
