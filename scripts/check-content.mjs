// The first step of `npm run build`: checks every file of editable content (content/data/,
// and the posts, cases and services' pages of content/blog/, content/cases/ and
// content/services/) against its schema, its texts against the company's promised figures
// and founding year, and the page titles against search
// results' length, and counts what is still a placeholder; with --release
// (`npm run build:release`) it lists every placeholder and fails while any is left. The
// messages are for the company's staff, in Portuguese.
//   node scripts/check-content.mjs [--release]
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

// Each refusal exits with a status of its own, which the publish workflow tells apart; the
// examples are counted in the same words.
import { CHECK_EXIT, examples } from './lib/publication.mjs'
import { loadSiteModule } from './lib/site-modules.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const { contentProblems, describeProblems, fieldLabel } =
  await loadSiteModule('lib/data-files/read.ts')
const { jsonProblem } = await loadSiteModule('lib/data-files/json-problem.ts')

/** A content file's data, or the problem that keeps it from being read, with its line. */
function readData(file) {
  let text
  try {
    text = readFileSync(path.join(root, file), 'utf8')
  } catch {
    return { problem: { file, field: 'o arquivo', problem: 'o arquivo não existe' } }
  }
  const broken = jsonProblem(text)
  if (!broken) return { data: JSON.parse(text) }
  const { line, column, problem } = broken
  return { problem: { file, field: `linha ${line}, coluna ${column}`, problem } }
}

/** The folder of the collections' files, which the site's modules import as they load. */
const dataFolder = 'content/data'

/** The problems of every content file, all at once, then the placeholders left. */
async function checkContent() {
  // A file that is not JSON stops the modules that import it before they can say which
  // file: every one is read first.
  const unreadable = readdirSync(path.join(root, dataFolder))
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => readData(`${dataFolder}/${name}`).problem ?? [])
  if (unreadable.length > 0) return { problems: unreadable, placeholders: [] }

  const { collections, folders } = await loadSiteModule('content/registry/collections.ts')
  const { folderProblems } = await loadSiteModule('content/entries/entries.ts')
  const files = Object.entries(collections).map(([name, collection]) => ({
    name,
    ...collection,
    ...readData(collection.file),
  }))
  const problems = [
    ...files.flatMap(({ file, schema, data, problem }) =>
      problem ? [problem] : contentProblems(file, schema, data),
    ),
    // The posts and the cases, one file each; a draft's problems are reported apart, below.
    ...Object.values(folders).flatMap(folderProblems),
  ]
  // The modules below read the same files, which must be well-formed first.
  if (problems.length > 0) return { problems, placeholders: [] }

  const { company } = await loadSiteModule('content/company/company.ts')
  const { testimonials } = await loadSiteModule('content/company/testimonials.ts')
  const { caseEntries, caseStudies } = await loadSiteModule('content/entries/cases.ts')
  const { env } = await loadSiteModule('lib/env.ts')
  const { siteTitles, TITLE_MAX_LENGTH, titleProblems } =
    await loadSiteModule('content/registry/seo.ts')
  const { placeholderReport } = await loadSiteModule('content/company/placeholders.ts')
  const { pageContent } = await loadSiteModule('content/registry/page-content.ts')
  const { figureProblems } = await loadSiteModule('content/company/figures.ts')
  const { draftProblems, emptyFolderProblems, folderFigureProblems, readFolder } =
    await loadSiteModule('content/entries/entries.ts')
  const { serviceFolderName } = await loadSiteModule('content/schemas/entry-schemas.ts')
  const { serviceEntries, serviceReferenceProblems, services } = await loadSiteModule(
    'content/entries/services.ts',
  )
  const { postEntries, posts } = await loadSiteModule('content/entries/blog.ts')
  /** How many entries of each folder go live, as the pages read them. */
  const published = {
    posts: posts().length,
    caseStudies: caseStudies().length,
    [serviceFolderName]: services().length,
  }
  // Every post and case that will go live, scheduled ones too, names a service whose page is
  // published or scheduled; so does every offer of the services page that links to one.
  const serviceReferences = [
    ...Object.entries(folders)
      .filter(([name]) => name !== serviceFolderName)
      .flatMap(([, folder]) =>
        // As written: the files are checked above, and a draft names nothing yet.
        readFolder(folder.folder)
          .filter(({ data }) => !data?.draft)
          .map(({ file, data }) => ({ file, field: 'Serviço', service: data?.service })),
      ),
    ...pageContent('services').offers.offers.map((offer, index) => ({
      file: collections.services.file,
      field: `Ofertas › Oferta ${index + 1} › Serviço`,
      service: offer.service,
    })),
  ]
  return {
    problems: [
      // A promise (or the founding year) written out by hand that its figure no longer
      // backs, in the collections' files and in every post, case and service's page, their
      // Markdown texts included.
      ...files.flatMap(({ file, schema, data }) =>
        figureProblems(file, data, company, (at) => fieldLabel(schema, at)),
      ),
      ...Object.values(folders).flatMap((folder) => folderFigureProblems(folder, company)),
      ...titleProblems(siteTitles(), TITLE_MAX_LENGTH),
      ...serviceReferenceProblems(serviceReferences),
      ...Object.entries(folders).flatMap(([name, folder]) =>
        emptyFolderProblems(folder, published[name]),
      ),
    ],
    // A draft's problems stop nothing: the pages never read it.
    drafts: Object.values(folders).flatMap((folder) => draftProblems(folder, company)),
    // A scheduled example would go live on its day: it holds the release today.
    placeholders: placeholderReport({
      company,
      env,
      copy: Object.fromEntries(files.map(({ name, data }) => [name, data])),
      testimonials,
      posts: postEntries(),
      cases: caseEntries(),
      services: serviceEntries(),
      privacy: pageContent('privacy'),
    }),
  }
}

function main({ problems, placeholders, drafts = [] }, release) {
  if (drafts.length > 0) {
    console.log(
      [
        'Rascunhos com erro (não impedem a publicação; corrija cada um antes de publicá-lo):',
        ...drafts.map(({ file, field, problem }) => `  · ${file}, ${field}: ${problem}`),
      ].join('\n'),
    )
  }
  if (problems.length > 0) {
    console.error(describeProblems(problems))
    return CHECK_EXIT.problems
  }
  if (!release) {
    if (placeholders.length > 0) {
      console.log(
        `Este build não pode ir ao ar: ${examples(placeholders.length)} no lugar dos reais ` +
          '(npm run build:release lista cada um).',
      )
    }
    return 0
  }
  if (placeholders.length > 0) {
    console.error(`Publicação recusada: ${examples(placeholders.length)} no lugar dos reais.`)
    for (const { what, where } of placeholders) console.error(`  - ${what}\n      em ${where}`)
    console.error('O passo a passo está em docs/lancamento.md.')
    return CHECK_EXIT.examples
  }
  console.log('Conteúdo conferido; nenhum dado de exemplo. Pronto para publicar.')
  return 0
}

const { values } = parseArgs({ options: { release: { type: 'boolean' } } })
process.exitCode = main(await checkContent(), values.release)
