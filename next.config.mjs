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
  // scripts/build-variant.mjs builds the same code again with other settings, for the
  // e2e suite: `npm test` has type-checked it already, and does again in `npm run build`.
  typescript: { ignoreBuildErrors: process.env.BUILD_VARIANT_OF_CHECKED_CODE === '1' },
  experimental: {
    // Integrity hashes on the framework's bootstrap scripts; scripts/post-build.mjs
    // checks each against its file. Turbopack leaves the other chunks without one.
    sri: { algorithm: 'sha256' },
  },
}

export default nextConfig
