/**
 * Example values stand in for the company's real ones until it gives them. Wrapping a
 * value in `placeholder(…)` marks it: `npm run build:release` refuses to publish while any
 * marked value is left. Replace the value and remove the `placeholder(…)` around it.
 */
const marked = new Set<unknown>()

/** Marks `value` as an example still to be replaced; returns it unchanged. */
export function placeholder<const T>(value: T): T {
  marked.add(value)
  return value
}

export function isPlaceholder(value: unknown): boolean {
  return marked.has(value)
}
