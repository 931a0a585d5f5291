import { describeExportProblems, EXPORT_LIMITS, exportProblems } from './export-limits.mjs'
import { contentOutcome, CHECK_EXIT } from './publication.mjs'

const headers = '/*\n  X-Frame-Options: DENY\n\n/_next/static/*\n  Cache-Control: immutable\n'
const sitemap = '<urlset><url><loc>https://exemplo.com.br/</loc></url></urlset>'
const files = (count, bytes = 1000) =>
  Array.from({ length: count }, (_, index) => ({ path: `blog/p${index}/index.html`, bytes }))
const within = { files: [...files(10), { path: '_headers', bytes: 100 }], headers, sitemap }

describe('exportProblems', () => {
  it('finds none in an export within every limit', () => {
    expect(exportProblems(within)).toEqual([])
  })

  it('counts the files Cloudflare would publish, and says what to do past its limit', () => {
    expect(exportProblems({ ...within, files: files(EXPORT_LIMITS.files) })).toEqual([])
    const [problem] = exportProblems({ ...within, files: files(EXPORT_LIMITS.files + 1) })
    expect(problem).toBe(
      'o site ficou com 20.001 arquivos, e a Cloudflare publica no máximo 20.000 no plano ' +
        'gratuito: apague posts que não servem mais (as imagens de cada um saem com ele), ou ' +
        'peça a quem cuida do site para passar a um plano pago (até 100.000)',
    )
  })

  it('names a file too large to publish', () => {
    const photo = { path: 'images/blog/foto.jpg', bytes: 30 * 1024 * 1024 }
    expect(exportProblems({ ...within, files: [...within.files, photo] })).toEqual([
      'o arquivo images/blog/foto.jpg tem 30 MB, e a Cloudflare não publica arquivos ' +
        'acima de 25 MB: envie uma versão menor dele',
    ])
  })

  it('refuses a _headers file Cloudflare would cut, by rules or by line', () => {
    const rules = Array.from({ length: 101 }, (_, index) => `/p${index}/\n  A: b`).join('\n\n')
    expect(exportProblems({ ...within, headers: rules })[0]).toMatch(
      /^o arquivo _headers ficou com 101 regras/,
    )
    const long = `/*\n  Content-Security-Policy: ${'a'.repeat(2000)}`
    expect(exportProblems({ ...within, headers: long })[0]).toMatch(
      /^uma linha do arquivo _headers tem 2\.027 caracteres/,
    )
  })

  it('refuses a sitemap past what search engines read', () => {
    const many = `<urlset>${'<url><loc>https://exemplo.com.br/x/</loc></url>'.repeat(50_001)}</urlset>`
    expect(exportProblems({ ...within, sitemap: many })[0]).toMatch(
      /^o sitemap\.xml ficou com 50\.001 endereços/,
    )
  })

  it('refuses a policy longer than CloudFront takes', () => {
    const policy = `default-src 'none'; ${'a'.repeat(EXPORT_LIMITS.cloudFrontPolicyLength)}`
    expect(exportProblems({ ...within, cloudFrontPolicies: [policy] })[0]).toMatch(
      /^a política de segurança para o CloudFront tem/,
    )
  })

  it('prints its problems so that the publish workflow refuses the commit with the first', () => {
    const problems = exportProblems({ ...within, files: files(EXPORT_LIMITS.files + 1) })
    const outcome = contentOutcome({
      status: CHECK_EXIT.problems,
      stderr: describeExportProblems(problems),
    })
    expect(outcome).toMatchObject({ target: 'refused', reason: problems[0] })
  })
})
