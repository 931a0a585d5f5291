// The first step of `npm run build`: checks the company's facts and counts what is still a
// placeholder; with --release (`npm run build:release`) it lists every placeholder and
// fails while any is left. The messages are for the company's staff, in Portuguese.
//   node scripts/check-facts.mjs [--release]
import { parseArgs } from 'node:util'

import { loadSiteModule } from './lib/site-modules.mjs'

/** The malformed facts and the placeholders left, from the site's own modules. */
async function checkFacts() {
  const { company } = await loadSiteModule('content/company.ts')
  const { testimonials } = await loadSiteModule('content/testimonials.ts')
  const { env } = await loadSiteModule('lib/env.ts')
  const { siteTitles, TITLE_MAX_LENGTH } = await loadSiteModule('content/seo.ts')
  const { companyFactProblems, titleProblems } = await loadSiteModule('lib/company-facts.ts')
  const { placeholderReport } = await loadSiteModule('lib/placeholders.ts')
  return {
    problems: [...companyFactProblems(company), ...titleProblems(siteTitles(), TITLE_MAX_LENGTH)],
    placeholders: placeholderReport({ company, env, testimonials }),
  }
}

/** "1 dado de exemplo", "16 dados de exemplo". */
const examples = (count) => `${count} ${count === 1 ? 'dado' : 'dados'} de exemplo`

function main({ problems, placeholders }, release) {
  if (problems.length > 0) {
    console.error('Dados da empresa com erro em content/company.ts; corrija e rode de novo:')
    for (const { fact, field, problem } of problems) {
      console.error(`  - ${fact} (company.${field}): ${problem}`)
    }
    return 1
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
    return 1
  }
  console.log('Dados da empresa conferidos; nenhum dado de exemplo. Pronto para publicar.')
  return 0
}

const { values } = parseArgs({ options: { release: { type: 'boolean' } } })
process.exitCode = main(await checkFacts(), values.release)
