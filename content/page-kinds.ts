import type { z } from 'zod'

/**
 * How the pages of a kind are drawn: by the kind's view, `components/<area>/<kind>-view.tsx`
 * (the same in the route and in the editor's preview), from the one route every page of the
 * kinds of `'shared-route'` shares (`app/(site)/[page]/`), or from a route file of its own
 * (`pageRoute`), so that no other page loads its client components. A kind without a view
 * (the lists, the privacy policy) is drawn by routes of its own.
 */
export type KindView = 'shared-route' | 'own-route'

/**
 * A kind of page: its name, the schema its copy follows, the heading that proves it rendered,
 * the summary search engines show of a page whose title and description the editor's
 * "Títulos nos buscadores" leaves empty (its heading is then its title), and its view.
 */
export type PageKindDefinition<Schema extends z.ZodType = z.ZodType> = {
  name: string
  schema: Schema
  heading(content: z.output<Schema>): string
  summary(content: z.output<Schema>): string
  view?: KindView
}

/**
 * A kind, declared beside its schema. There is no list of kinds: the registry's pages
 * name theirs, and the lists of views are written from them and from the views' file
 * names (`writePageViews`), so a new kind is its schema and its view.
 */
export const pageKind = <
  const Name extends string,
  Schema extends z.ZodType,
  const View extends KindView | undefined = undefined,
>(kind: {
  name: Name
  schema: Schema
  heading: (content: z.output<Schema>) => string
  summary: (content: z.output<Schema>) => string
  view?: View
}) => kind as typeof kind & { view: View }
