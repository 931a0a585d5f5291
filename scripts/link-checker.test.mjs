import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { sitePages } from '@/content/registry/links'
import { notFoundPage } from '@/content/registry/routes'

import {
  findBrokenLinks,
  pagePath,
  registryProblems,
  siteOriginOf,
  usedFiles,
} from './link-checker.mjs'

const ORIGIN = 'https://site.test'

/** A tiny export: file path → content. */
function writeSite(files) {
  const dir = mkdtempSync(path.join(tmpdir(), 'link-checker-'))
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), content)
  }
  return dir
}

const page = (head, body) =>
  `<!doctype html><html lang="pt-BR"><head>${head}</head><body>${body}</body></html>`

const sound = {
  'index.html': page(
    `<link rel="canonical" href="${ORIGIN}/">
     <link rel="icon" href="/favicon.ico"><link rel="manifest" href="/manifest.webmanifest">
     <link rel="alternate" type="application/rss+xml" href="${ORIGIN}/blog/feed.xml">
     <link rel="preconnect" href="${ORIGIN}/no-such-file">
     <meta property="og:image" content="${ORIGIN}/og.png"><meta name="twitter:image" content="/og.png">
     <script src="/app.js?v=1"></script>`,
    `<a href="#main">Pular</a><main id="main">
     <a href="/sobre/">Sobre</a> <a href="/sobre">Sobre</a> <a href="sobre/#equipe">Equipe</a>
     <a href="${ORIGIN}/sobre/">Sobre</a> <a href="#">Topo</a>
     <a href="https://elsewhere.test/missing">Fora</a> <a href="//elsewhere.test/x">Fora</a>
     <a href="mailto:a@site.test">E-mail</a> <a href="tel:+5531000000000">Telefone</a>
     <img src="/foto.png" srcset="/foto.png 1x, /foto%20grande.png 2x" alt="">
     <picture><source srcset="/foto.png 640w"><img src="/foto.png" alt=""></picture></main>`,
  ),
  'sobre/index.html': page(
    '<title>Sobre</title>',
    `<h1 id="equipe">Equipe</h1>${structuredData({ image: `${ORIGIN}/capa.jpg`, publisher: { logo: { '@type': 'ImageObject', url: '/logo.png' } } })}`,
  ),
  'capa.jpg': '',
  'logo.png': '',
  'blog/feed.xml': feed('/sobre/', '/foto.png'),
  'favicon.ico': '',
  'og.png': '',
  'app.js': '',
  'foto.png': '',
  'foto grande.png': '',
  'icon-192.png': '',
  'manifest.webmanifest': JSON.stringify({ start_url: '/', icons: [{ src: '/icon-192.png' }] }),
  'sitemap.xml': `<?xml version="1.0" encoding="UTF-8"?><urlset><url><loc>${ORIGIN}/</loc></url><url><loc>${ORIGIN}/sobre/</loc></url></urlset>`,
  'robots.txt': `User-Agent: *\nAllow: /\nSitemap: ${ORIGIN}/sitemap.xml\n`,
}

/** A page's structured data, as the site writes it. */
function structuredData(data) {
  return `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', ...data })}</script>`
}

/** A feed of one item, linking `link` and showing `picture` in its text, which is escaped HTML. */
function feed(link, picture) {
  const html = `<p><img src="${ORIGIN}${picture}" alt="Capa"></p><p>Resumo</p>`
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><link>${ORIGIN}/</link><item><link>${ORIGIN}${link}</link><content:encoded>${html.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')}</content:encoded></item></channel></rss>`
}

const dirs = []
function site(files) {
  const dir = writeSite(files)
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })))

describe('findBrokenLinks', () => {
  it('passes a site whose every address leads somewhere', () => {
    expect(findBrokenLinks(site(sound), ORIGIN)).toEqual([])
  })

  it('names the page and address of each link, picture, script and icon that leads nowhere', () => {
    const dir = site({
      ...sound,
      'index.html': page(
        `<link rel="icon" href="/favicon-old.ico"><link rel="stylesheet" href="/_next/gone.css">
         <script src="/_next/gone.js"></script>
         <meta property="og:image" content="${ORIGIN}/og-old.png">
         <meta name="twitter:image" content="${ORIGIN}/tw.png">`,
        `<a href="/servicos/">Serviços</a> <a href="${ORIGIN}/contato/">Contato</a>
         <a href="/sobre/#historia">História</a> <a href="#nada">Nada</a>
         <img src="/foto.png" srcset="/foto.png 1x, /foto-2x.png 2x" alt="">
         <picture><source srcset="/foto.webp"><img src="/foto.png" alt=""></picture>
         <a href="https://elsewhere.test/missing">Fora</a> <a href="mailto:a@site.test">E-mail</a>`,
      ),
    })
    expect(findBrokenLinks(dir, ORIGIN)).toEqual([
      { page: 'index.html', url: '/favicon-old.ico', problem: 'matches no file in the export' },
      { page: 'index.html', url: '/_next/gone.css', problem: 'matches no file in the export' },
      { page: 'index.html', url: '/_next/gone.js', problem: 'matches no file in the export' },
      { page: 'index.html', url: `${ORIGIN}/og-old.png`, problem: 'matches no file in the export' },
      { page: 'index.html', url: `${ORIGIN}/tw.png`, problem: 'matches no file in the export' },
      { page: 'index.html', url: '/servicos/', problem: 'matches no file in the export' },
      { page: 'index.html', url: `${ORIGIN}/contato/`, problem: 'matches no file in the export' },
      { page: 'index.html', url: '/sobre/#historia', problem: 'has no element with id "historia"' },
      { page: 'index.html', url: '#nada', problem: 'has no element with id "nada"' },
      { page: 'index.html', url: '/foto-2x.png', problem: 'matches no file in the export' },
      { page: 'index.html', url: '/foto.webp', problem: 'matches no file in the export' },
    ])
  })

  it('checks the icons of a linked manifest and the pages of the sitemap and robots.txt', () => {
    const dir = site({
      ...sound,
      'manifest.webmanifest': JSON.stringify({ icons: [{ src: '/icon-512.png' }] }),
      'sitemap.xml': `<urlset><url><loc>${ORIGIN}/sobre/</loc></url><url><loc>${ORIGIN}/blog/</loc></url><url><loc>https://old.test/</loc></url></urlset>`,
      'robots.txt': `Sitemap: ${ORIGIN}/sitemap-0.xml\n`,
    })
    expect(findBrokenLinks(dir, ORIGIN)).toEqual([
      {
        page: 'manifest.webmanifest',
        url: '/icon-512.png',
        problem: 'matches no file in the export',
      },
      { page: 'sitemap.xml', url: `${ORIGIN}/blog/`, problem: 'matches no file in the export' },
      { page: 'sitemap.xml', url: 'https://old.test/', problem: `is not on ${ORIGIN}` },
      {
        page: 'robots.txt',
        url: `${ORIGIN}/sitemap-0.xml`,
        problem: 'matches no file in the export',
      },
    ])
  })

  it('checks the pictures of the structured data, and the links and pictures of the feed', () => {
    const dir = site({
      ...sound,
      'sobre/index.html': page(
        '',
        `<h1 id="equipe">Equipe</h1>` +
          structuredData({
            image: [`${ORIGIN}/capa-antiga.jpg`],
            logo: { '@type': 'ImageObject', url: '/logo-antigo.png' },
            url: `${ORIGIN}/sobre/`,
          }),
      ),
      'blog/feed.xml': feed('/blog/rascunho/', '/capa-do-rascunho.jpg'),
    })
    expect(findBrokenLinks(dir, ORIGIN)).toEqual([
      {
        page: 'sobre/index.html',
        url: `${ORIGIN}/capa-antiga.jpg`,
        problem: 'matches no file in the export',
      },
      {
        page: 'sobre/index.html',
        url: '/logo-antigo.png',
        problem: 'matches no file in the export',
      },
      {
        page: 'blog/feed.xml',
        url: `${ORIGIN}/blog/rascunho/`,
        problem: 'matches no file in the export',
      },
      {
        page: 'blog/feed.xml',
        url: `${ORIGIN}/capa-do-rascunho.jpg`,
        problem: 'matches no file in the export',
      },
    ])
  })

  it('reads relative addresses from the page they are on and never leaves the export', () => {
    const dir = site({
      ...sound,
      'sobre/index.html': page(
        '',
        '<a href="equipe/">Equipe</a> <a href="../../../etc/passwd">x</a>',
      ),
      'sobre/equipe/index.html': page('', ''),
    })
    expect(findBrokenLinks(dir, ORIGIN)).toEqual([
      { page: 'index.html', url: 'sobre/#equipe', problem: 'has no element with id "equipe"' },
      // The machine has /etc/passwd; the export does not.
      {
        page: 'sobre/index.html',
        url: '../../../etc/passwd',
        problem: 'matches no file in the export',
      },
    ])
  })
})

describe('usedFiles', () => {
  it('is every file of the export a published file leads to, and no other', () => {
    const dir = site({ ...sound, 'rascunho.jpg': '', 'images/record.json': '{}' })
    const used = [...usedFiles(dir, ORIGIN)].map((file) => path.relative(dir, file)).sort()
    expect(used).toEqual(
      [
        'app.js',
        'blog/feed.xml',
        'capa.jpg',
        'favicon.ico',
        'foto grande.png',
        'foto.png',
        'icon-192.png',
        'index.html',
        'logo.png',
        'manifest.webmanifest',
        'og.png',
        'sitemap.xml',
        'sobre/index.html',
      ].map((file) => path.normalize(file)),
    )
  })
})

describe('siteOriginOf', () => {
  it('is the origin of the home page canonical address', () => {
    expect(siteOriginOf(site(sound))).toBe(ORIGIN)
  })

  it('fails when the home page declares none', () => {
    expect(() => siteOriginOf(site({ 'index.html': page('', '') }))).toThrow(/canonical/)
  })
})

describe('pagePath', () => {
  it('is the address a static host serves each file at', () => {
    expect(pagePath('index.html')).toBe('/')
    expect(pagePath('sobre/index.html')).toBe('/sobre/')
    expect(pagePath('404.html')).toBe('/404.html')
  })
})

/** Every HTML file the page registry declares. */
const declared = [...sitePages().map(({ file }) => file), notFoundPage.file]

/** The sound export, with every page the registry declares. */
const registered = {
  ...Object.fromEntries(declared.map((file) => [file, page('', '<h1>Página</h1>')])),
  ...sound,
}

describe('registryProblems', () => {
  it('passes an export with exactly the declared pages, and the editor beside them', () => {
    expect(
      registryProblems(site({ ...registered, 'admin/index.html': page('', '') }), declared),
    ).toEqual([])
  })

  it('names a page built without an entry, and an entry that built nothing', () => {
    const withoutAbout = { ...registered }
    delete withoutAbout['sobre/index.html']
    expect(
      registryProblems(site({ ...withoutAbout, 'carreiras/index.html': page('', '') }), declared),
    ).toEqual([
      'carreiras/index.html was built, but no entry of content/registry/pages.ts declares it',
      'sobre/index.html is declared in content/registry/pages.ts, but the build made no such page',
    ])
  })
})

describe('check-links.mjs', () => {
  const run = (dir) =>
    spawnSync(process.execPath, [fileURLToPath(new URL('check-links.mjs', import.meta.url)), dir], {
      encoding: 'utf8',
    })

  it('exits 0 on a sound export', () => {
    expect(run(site(registered)).status).toBe(0)
  })

  it('exits 1 and lists the page and address of a broken link', () => {
    const result = run(
      site({ ...registered, 'sobre/index.html': page('', '<a href="/carreiras/">Carreiras</a>') }),
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('sobre/index.html: /carreiras/ matches no file in the export')
  })

  it('exits 1 when a built page is not in the registry', () => {
    const result = run(site({ ...registered, 'carreiras/index.html': page('', '') }))
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('carreiras/index.html was built, but no entry')
  })
})
