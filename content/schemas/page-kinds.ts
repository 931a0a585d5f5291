import type { z } from 'zod'

/**
 * A kind of page: its name, the schema its copy follows, the heading that proves it rendered,
 * the summary search engines show of a page whose title and description the editor's
 * "Títulos nos buscadores" leaves empty (its heading is then its title), and whether its
 * pages share one route.
 *
 * Every kind is drawn by its view, listed in `components/views.ts` (the same in the route
 * and in the editor's preview). A kind that `sharesRoute` has its pages drawn by the one
 * route at `/<slug>/` (`app/(site)/[page]/`, its views in
 * `components/shared-route-views.ts`): a page of it is its copy and its registry entry.
 * Any other kind has a route file of its own, which imports its view alone, so that no
 * other page loads its client components.
 */
export type PageKindDefinition<Schema extends z.ZodType = z.ZodType> = {
  name: string
  schema: Schema
  heading(content: z.output<Schema>): string
  summary(content: z.output<Schema>): string
  sharesRoute?: true
}

/**
 * A kind, declared beside its schema. There is no list of kinds: the registry's pages name
 * theirs, and the maps of views are typed by them, so a kind without a view fails the
 * type check.
 */
export const pageKind = <
  const Name extends string,
  Schema extends z.ZodType,
  const Shares extends true | undefined = undefined,
>(kind: {
  name: Name
  schema: Schema
  heading: (content: z.output<Schema>) => string
  summary: (content: z.output<Schema>) => string
  sharesRoute?: Shares
}) => kind as typeof kind & { sharesRoute: Shares }
