// The first step of `npm run build`: checks every file of editable content (content/data/,
// and the posts and cases of content/blog/ and content/cases/) against its schema and the page titles against search results' length, and counts what
// is still a placeholder; with --release (`npm run build:release`) it lists every
// placeholder and fails while any is left. The messages are for the company's staff, in
// Portuguese.
//   node scripts/check-facts.mjs [--release]
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

// Each refusal exits with a status of its own, which the publish workflow tells apart.
import { CHECK_EXIT } from './lib/publication.mjs'
import { loadSiteModule } from './lib/site-modules.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const { contentProblems, describeProblems } = await loadSiteModule('lib/content/read.ts')

/** A content file's data, or the problem that keeps it from being read. */
function readData(file) {
  try {
    return { data: JSON.parse(readFileSync(path.join(root, file), 'utf8')) }
  } catch (error) {
    const problem =
      error.code === 'ENOENT' ? 'o arquivo não existe' : `não é um JSON válido (${error.message})`
    return { problem: { file, field: 'o arquivo', problem } }
  }
}

/** The problems of every content file, all at once, then the placeholders left. */
async function checkFacts() {
  const { collections, folders } = await loadSiteModule('content/collections.ts')
  const { folderProblems } = await loadSiteModule('content/entries.ts')
  const problems = [
    ...Object.values(collections).flatMap(({ file, schema }) => {
      const { data, problem } = readData(file)
      return problem ? [problem] : contentProblems(file, schema, data)
    }),
    // The posts and the cases, one file each, drafts included: a draft is published later.
    ...Object.values(folders).flatMap(folderProblems),
  ]
  // The modules below read the same files, which must be well-formed first.
  if (problems.length > 0) return { problems, placeholders: [] }

  const { company } = await loadSiteModule('content/company.ts')
  const { testimonials } = await loadSiteModule('content/testimonials.ts')
  const { caseStudies } = await loadSiteModule('content/cases.ts')
  const { env } = await loadSiteModule('lib/env.ts')
  const { siteTitles, TITLE_MAX_LENGTH } = await loadSiteModule('content/seo.ts')
  const { titleProblems } = await loadSiteModule('lib/company-facts.ts')
  const { placeholderReport } = await loadSiteModule('lib/placeholders.ts')
  return {
    problems: titleProblems(siteTitles(), TITLE_MAX_LENGTH),
    placeholders: placeholderReport({ company, env, testimonials, cases: caseStudies() }),
  }
}

/** "1 dado de exemplo", "16 dados de exemplo". */
const examples = (count) => `${count} ${count === 1 ? 'dado' : 'dados'} de exemplo`

function main({ problems, placeholders }, release) {
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
process.exitCode = main(await checkFacts(), values.release)
