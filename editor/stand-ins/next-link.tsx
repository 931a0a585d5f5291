import type { AnchorHTMLAttributes } from 'react'

/**
 * `next/link` in the editor's preview, which has no router: the same `<a>` the exported
 * pages have, without the client-side navigation.
 */
export default function Link({
  href,
  prefetch: _prefetch,
  replace: _replace,
  scroll: _scroll,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  prefetch?: boolean
  replace?: boolean
  scroll?: boolean
}) {
  return <a href={href} {...props} />
}
