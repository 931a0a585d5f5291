'use client'

import { Link2 } from 'lucide'
import { useState } from 'react'

import { Icon } from '@/components/ui/icon'
import { shareLabels } from '@/content/texts/entry-labels'
import { useHydrated } from '@/lib/hooks/use-hydrated'

type CopyState = 'idle' | 'copied' | 'failed'

/**
 * Copies the page's address. It needs a script, so it stays hidden in the pre-rendered
 * page and shows once React runs; what happened is announced to screen readers.
 */
export function CopyLinkButton({ url, className }: { url: string; className: string }) {
  const hydrated = useHydrated()
  const [state, setState] = useState<CopyState>('idle')

  async function copy() {
    try {
      await navigator.clipboard.writeText(url)
      setState('copied')
    } catch {
      setState('failed')
    }
  }

  return (
    <>
      <button type="button" hidden={!hydrated} onClick={copy} className={className}>
        <Icon node={Link2} className="size-4" />
        {state === 'copied' ? shareLabels.copied : shareLabels.copy}
      </button>
      <span role="status" className="sr-only">
        {state === 'copied' ? shareLabels.copied : state === 'failed' ? shareLabels.copyFailed : ''}
      </span>
      {state === 'failed' && (
        <span className="basis-full text-sm text-ink-600">{shareLabels.copyFailed}</span>
      )}
    </>
  )
}
