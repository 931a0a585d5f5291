'use client'

import { useEffect } from 'react'

import { ErrorScreen } from '@/components/layout/error-screen'

export default function Error({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return <ErrorScreen error={error} onRetry={retry} />
}
