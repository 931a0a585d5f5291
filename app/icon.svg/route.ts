import { logoMarkSvg } from '@/lib/brand'

// Written once at build time into out/icon.svg, the icon modern browsers show.
export const dynamic = 'force-static'

export function GET() {
  return new Response(logoMarkSvg(), { headers: { 'Content-Type': 'image/svg+xml' } })
}
