/** '/sobre/' and '/sobre' are the same page: compare paths without the trailing slash. */
export function normalizePath(path: string): string {
  const trimmed = path.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}

/** Whether a menu link points at the page being shown. */
export function isCurrentPath(href: string, pathname: string): boolean {
  return normalizePath(href) === normalizePath(pathname)
}
