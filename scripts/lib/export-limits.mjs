// What the hosts and the crawlers accept of an export, checked at the end of `npm run build`
// so that nothing over a limit is ever uploaded (the scripts' guide, "The build step"). Each
// problem is told in Portuguese, with what to do, for the staff whose publication it stops:
// the publish workflow shows the first on the commit.

/** The limits, each with where it comes from. */
export const EXPORT_LIMITS = {
  /**
   * Cloudflare (Workers' static assets, as Pages before them): files in one version on the
   * free plan (100,000 on paid plans).
   */
  files: 20_000,
  /** Cloudflare: the largest file it serves as an asset, 25 MiB. */
  fileBytes: 25 * 1024 * 1024,
  /** Cloudflare: rules it reads in `_headers`, and characters in one of its lines. */
  headersRules: 100,
  headersLineLength: 2000,
  /** sitemaps.org: addresses in one sitemap, and its size uncompressed (50 MiB). */
  sitemapUrls: 50_000,
  sitemapBytes: 50 * 1024 * 1024,
  /** CloudFront: characters of the Content-Security-Policy of a response headers policy. */
  cloudFrontPolicyLength: 1783,
}

/** 20000 → "20.000", as the staff read numbers. */
const number = (value) => value.toLocaleString('pt-BR')
const megabytes = (bytes) =>
  `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`

/**
 * The problems of an export, in Portuguese; none when every limit holds. `files` are the
 * export's files as `{ path, bytes }` (paths relative to it, `_headers` included, which the
 * hosts read and do not publish), `headers` the text of `_headers`, `sitemap` that of
 * `sitemap.xml`, `cloudFrontPolicies` the policies CloudFront is given.
 */
export function exportProblems({ files, headers, sitemap, cloudFrontPolicies = [] }) {
  const problems = []
  const published = files.filter((file) => file.path !== '_headers')
  if (published.length > EXPORT_LIMITS.files) {
    problems.push(
      `o site ficou com ${number(published.length)} arquivos, e a Cloudflare publica no ` +
        `máximo ${number(EXPORT_LIMITS.files)} no plano gratuito: apague posts que não servem ` +
        'mais (as imagens de cada um saem com ele), ou peça a quem cuida do site para passar a ' +
        'um plano pago (até 100.000)',
    )
  }
  for (const file of published.filter((file) => file.bytes > EXPORT_LIMITS.fileBytes)) {
    problems.push(
      `o arquivo ${file.path} tem ${megabytes(file.bytes)}, e a Cloudflare não publica ` +
        `arquivos acima de ${megabytes(EXPORT_LIMITS.fileBytes)}: envie uma versão menor dele`,
    )
  }
  const rules = headers.split('\n').filter((line) => line.startsWith('/'))
  if (rules.length > EXPORT_LIMITS.headersRules) {
    problems.push(
      `o arquivo _headers ficou com ${number(rules.length)} regras, e a Cloudflare lê no ` +
        `máximo ${EXPORT_LIMITS.headersRules}: avise quem cuida do site`,
    )
  }
  const long = headers.split('\n').find((line) => line.length > EXPORT_LIMITS.headersLineLength)
  if (long) {
    problems.push(
      `uma linha do arquivo _headers tem ${number(long.length)} caracteres, e a Cloudflare lê ` +
        `no máximo ${number(EXPORT_LIMITS.headersLineLength)}: avise quem cuida do site`,
    )
  }
  const urls = sitemap.split('<loc>').length - 1
  if (urls > EXPORT_LIMITS.sitemapUrls || Buffer.byteLength(sitemap) > EXPORT_LIMITS.sitemapBytes) {
    problems.push(
      `o sitemap.xml ficou com ${number(urls)} endereços (${megabytes(Buffer.byteLength(sitemap))}), ` +
        `e os buscadores leem no máximo ${number(EXPORT_LIMITS.sitemapUrls)} ou ` +
        `${megabytes(EXPORT_LIMITS.sitemapBytes)} por sitemap: avise quem cuida do site, para ` +
        'dividi-lo em vários',
    )
  }
  for (const policy of cloudFrontPolicies) {
    if (policy.length > EXPORT_LIMITS.cloudFrontPolicyLength) {
      problems.push(
        `a política de segurança para o CloudFront tem ${number(policy.length)} caracteres, e ele ` +
          `aceita no máximo ${number(EXPORT_LIMITS.cloudFrontPolicyLength)}: avise quem cuida do site`,
      )
    }
  }
  return problems
}

/** The problems as the build prints them, one per line, as the publish workflow reads them. */
export const describeExportProblems = (problems) =>
  [
    'O site passou de um limite da hospedagem e não foi publicado:',
    ...problems.map((problem) => `  - ${problem}`),
  ].join('\n')
