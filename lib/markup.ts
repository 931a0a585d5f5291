/**
 * Text written into markup by hand, where no renderer escapes it: the feed's XML, the
 * Worker's pages, the JSON a page or the editor carries in a `<script>` element.
 */

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
}

/** Text as HTML or XML, for an element's content or an attribute's value. */
export const escapeMarkup = (value: string) =>
  value.replace(/[&<>"']/g, (character) => entities[character]!)

/** JSON that can sit inside a `<script>` element: no `</script>` can close it early. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
