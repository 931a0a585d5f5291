'use client'

import { ErrorScreen } from '@/components/layout/error-screen'
import { unexpectedError } from '@/content/texts/errors'

import { jakarta } from './fonts'
import './globals.css'

/** Replaces the root layout when it fails, so it brings its own document. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="pt-BR" className={jakarta.variable}>
      <body>
        <title>{unexpectedError.title}</title>
        <ErrorScreen error={error} onRetry={retry} />
      </body>
    </html>
  )
}
