// V8's explicit compile hint (Chrome 136 and later): a file that starts with this comment
// has all its functions compiled while it streams in, on a background thread, instead of
// one by one on the main thread the first time each is called. Every script a page adds
// after its first paint runs at once to hydrate it, so the build marks exactly those
// files; the chunks loaded later on demand (slider, form rules, particles) stay lazy.
// Other engines read it as a plain comment.
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** `source` with the hint on its first line; a file that has it already stays as it is. */
export function withCompileHint(source) {
  const text = source.toString('utf8')
  return text.startsWith(COMPILE_HINT) ? text : COMPILE_HINT + text
}
