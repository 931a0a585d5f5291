/** @type {import('next').NextConfig} */
const nextConfig = {
  // Pre-render every route to plain HTML in out/ so any static host can serve it.
  output: 'export',
  // Emit sobre/index.html instead of sobre.html: every host serves a folder index.
  trailingSlash: true,
  // The default image optimizer needs a server; the exported images are already sized.
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // `npm test` type-checks the code once (`npm run check`), then builds it four times, each
  // with TYPES_CHECKED=1 (scripts/build-variant.mjs, then `npm run build`), which skips the
  // build's own check of the same code: 15 to 34 s a build on two busy cores. `npm run
  // build` on its own checks.
  typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
  experimental: {
    // Integrity hashes on the framework's bootstrap scripts; scripts/post-build.mjs
    // checks each against its file. Turbopack leaves the other chunks without one.
    sri: { algorithm: 'sha256' },
  },
}

export default nextConfig
