// The lists of the pages' views, written from the page registry's kinds and the views' file
// names (`components/<area>/<kind>-view.tsx`), so that a new kind is its schema and its
// view, with no list to extend (the content guide, "Adding a page"). Two modules, because a
// route loads the client components of every view its modules import: the shared route
// imports the views of its kinds alone, the editor's preview all of them. Git-ignored,
// written again first by `npm run dev`, `build`, `typecheck` and `admin`.
import { globSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { loadSiteModule } from './site-modules.mjs'

const root = fileURLToPath(new URL('../..', import.meta.url))

export const sharedRouteViewsFile = 'components/shared-route-views.generated.ts'
export const pageViewsFile = 'components/page-views.generated.ts'

const header = `// Written by scripts/write-page-views.mjs from the kinds of content/pages.ts and the
// views' file names, components/<area>/<kind>-view.tsx: not edited, not committed.
`

/** A kind's name as a variable: `case-studies` → `caseStudies`. */
const variable = (name) => name.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase())

/**
 * The two modules' text, by file, from the kinds (`{ name, view }`, as the registry's pages
 * give them, repeated or not) and the view files of components/. A kind with a view and no
 * file for it, or two, stops here, before the type check or the build.
 */
export function pageViewsModules(kinds, viewFiles) {
  const drawn = [...new Map(kinds.filter((kind) => kind.view).map((k) => [k.name, k])).values()]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ name, view }) => {
      const files = viewFiles.filter((file) => path.basename(file) === `${name}-view.tsx`)
      if (files.length !== 1)
        throw new Error(
          files.length === 0
            ? `The pages of kind ${name} are drawn by its view: write components/<area>/${name}-view.tsx, exporting \`view\`.`
            : `The kind ${name} has more than one view: ${files.join(', ')}.`,
        )
      const id = variable(name)
      return {
        view,
        line: `import { view as ${id} } from '@/${files[0].replace(/\.tsx$/, '')}'`,
        entry: id === name ? id : `'${name}': ${id}`,
      }
    })
  const shared = drawn.filter(({ view }) => view === 'shared-route')
  const own = drawn.filter(({ view }) => view !== 'shared-route')
  const lines = (views) => views.map(({ line }) => `${line}\n`).join('')
  return {
    [sharedRouteViewsFile]: `${header}${lines(shared)}import type { SharedRouteKind } from '@/content/pages'

import type { View } from './view'

/** The views of the kinds whose pages share one route: the route imports these alone. */
export const sharedRouteViews: { [Kind in SharedRouteKind]: View<Kind> } = {
${shared.map(({ entry }) => `  ${entry},\n`).join('')}}
`,
    [pageViewsFile]: `${header}${lines(own)}import type { DrawnKind } from '@/content/pages'

import { sharedRouteViews } from './${path.basename(sharedRouteViewsFile, '.ts')}'
import type { View } from './view'

/** The view of each kind the site draws from its copy alone, for the editor's preview. */
export const pageViews: { [Kind in DrawnKind]: View<Kind> } = {
${own.map(({ entry }) => `  ${entry},\n`).join('')}  ...sharedRouteViews,
}
`,
  }
}

/** Writes the two modules from the registry, leaving a file that has not changed untouched. */
export async function writePageViews() {
  const { pages } = await loadSiteModule('content/pages.ts')
  const kinds = Object.values(pages).flatMap((entry) => (entry.kind ? [entry.kind] : []))
  const viewFiles = globSync('components/*/*-view.tsx', { cwd: root })
  for (const [file, text] of Object.entries(pageViewsModules(kinds, viewFiles))) {
    const target = path.join(root, file)
    let written
    try {
      written = readFileSync(target, 'utf8')
    } catch {}
    if (written !== text) writeFileSync(target, text)
  }
}
