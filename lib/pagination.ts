/**
 * The page numbers a list's navigation shows: the first and the last, the current one and
 * its neighbours, and `null` where numbers are left out between them. A visitor or a
 * crawler reaches any page of a list of a thousand posts in a few steps, from either end.
 */
export function pageNumbers(current: number, count: number, around = 1): (number | null)[] {
  const shown = new Set([1, count])
  for (let number = current - around; number <= current + around; number++) {
    if (number >= 1 && number <= count) shown.add(number)
  }
  const sorted = [...shown].sort((a, b) => a - b)
  return sorted.flatMap((number, index) => {
    const previous = sorted[index - 1]
    if (previous === undefined || number === previous + 1) return [number]
    // A gap of one number shows the number rather than an ellipsis in its place.
    return number === previous + 2 ? [previous + 1, number] : [null, number]
  })
}

/**
 * The address of page `number` of a list whose first page is at `route` (`/blog/`): the
 * route itself, then `pagina/<n>` under it, without the final slash, as the router links.
 */
export const listPageHref = (route: string, number: number) =>
  (number === 1 ? route : `${route}pagina/${number}/`).replace(/\/$/, '')
