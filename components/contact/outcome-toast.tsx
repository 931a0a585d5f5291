import { AlertCircle, CheckCircle2, X, XCircle } from 'lucide'
import toast, { Toaster } from 'react-hot-toast'

import type { OutcomeCopy } from '@/content/texts/contact-form'
import { cx } from '@/lib/format'
import { Icon } from '@/components/ui/icon'

/**
 * How a send ended: sent, refused or failed, or given up for time with no answer
 * (`unconfirmed`), when it may have arrived.
 */
export type OutcomeTone = 'success' | 'error' | 'unconfirmed'

type OutcomeToastProps = {
  tone: OutcomeTone
  copy: OutcomeCopy
  /** False while the toast leaves the screen. */
  visible: boolean
  dismissLabel: string
  onDismiss: () => void
}

/** Each tone's icon; only a failure is red. */
const icons = { success: CheckCircle2, error: XCircle, unconfirmed: AlertCircle }

/**
 * The toast after a send: calm on success and when the send could not be confirmed,
 * destructive red on failure. It has no live role of its own: the form announces the same
 * outcome in a region that is always in the page, which screen readers announce reliably.
 */
export function OutcomeToast({ tone, copy, visible, dismissLabel, onDismiss }: OutcomeToastProps) {
  const calm = tone !== 'error'
  return (
    <div
      data-toast={tone}
      className={cx(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-2xl py-3 pr-2 pl-4 shadow-xl transition-opacity duration-200',
        calm ? 'bg-white text-ink-900 ring-1 ring-ink-200' : 'bg-red-700 text-white',
        visible ? 'opacity-100' : 'opacity-0',
      )}
    >
      <Icon
        node={icons[tone]}
        className={cx('mt-0.5 size-6 shrink-0', calm && 'text-accent-700')}
      />
      <div className="min-w-0 flex-1 py-0.5">
        <p className="font-semibold">{copy.title}</p>
        <p className={cx('text-sm', calm ? 'text-ink-600' : 'text-white')}>{copy.description}</p>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={dismissLabel}
        className={cx(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors',
          calm ? 'text-ink-600 hover:bg-ink-50' : 'hover:bg-red-800 focus-visible:outline-white',
        )}
      >
        <Icon node={X} className="size-5" />
      </button>
    </div>
  )
}

/** Where the outcome toasts appear: below the fixed header. */
export function OutcomeToaster() {
  return (
    <Toaster position="top-center" containerStyle={{ top: 'calc(var(--spacing-header) + 1rem)' }} />
  )
}

/** Shows the outcome of a send; a new outcome replaces the one still on screen. */
export function showOutcomeToast(
  tone: OutcomeToastProps['tone'],
  copy: OutcomeCopy,
  dismissLabel: string,
) {
  toast.custom(
    (t) => (
      <OutcomeToast
        tone={tone}
        copy={copy}
        visible={t.visible}
        dismissLabel={dismissLabel}
        onDismiss={() => toast.dismiss(t.id)}
      />
    ),
    { id: 'contact-outcome', duration: tone === 'success' ? 6000 : 10_000 },
  )
}
