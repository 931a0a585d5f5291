import { brandColors } from '@/lib/brand'
import { iconPng, imageResponse, siteIcons } from '@/lib/icons'

// Written once at build time into out/apple-touch-icon.png.
export const dynamic = 'force-static'

export async function GET() {
  // iOS shows transparent corners as black: fill them with the icon's own colour.
  return imageResponse(await iconPng(siteIcons.apple.size, brandColors['accent-400']), 'image/png')
}
