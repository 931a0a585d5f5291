import { AlertCircle } from 'lucide'
import type { ReactNode } from 'react'

import { cx } from '@/lib/format'
import { Icon } from '@/components/ui/icon'

/** Look of the text inputs and the textarea; red border and ring when invalid. */
export const controlClasses =
  'block w-full rounded-xl border border-ink-400 bg-white px-4 py-3 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-500 hover:border-ink-600 focus-visible:border-accent-700 focus-visible:outline-accent-600 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700'

const errorId = (id: string) => `${id}-error`

/** Attributes tying a control to its error message, for screen readers. */
export function errorAttributes(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {}
}

type FormFieldProps = {
  /** Id of the control inside; the label points at it. */
  id: string
  label: string
  /** Message shown under the control when its value breaks a rule. */
  error?: string
  className?: string
  children: ReactNode
}

/** A visible label, the control, and the control's error message under it. */
export function FormField({ id, label, error, className, children }: FormFieldProps) {
  return (
    <div className={cx('flex flex-col gap-2', className)}>
      <label htmlFor={id} className="font-semibold text-ink-900">
        {label}
      </label>
      {children}
      {error && (
        <p id={errorId(id)} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <Icon node={AlertCircle} className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  )
}
