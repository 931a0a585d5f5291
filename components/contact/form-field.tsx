import { AlertCircle } from 'lucide'
import type { UseFormRegisterReturn } from 'react-hook-form'

import type { ContactFieldCopy } from '@/content/texts/contact-form'
import type { ContactFieldName } from '@/lib/contact/names'
import { contactFields, lengthAttributes } from '@/lib/contact/form-controls'
import type { ContactFieldDefinition } from '@/lib/contact/form-controls'
import { cx } from '@/lib/format'
import { Icon } from '@/components/ui/icon'

/** Look of the text inputs and the textarea; red border and ring when invalid. */
const controlClasses =
  'block w-full rounded-xl border border-ink-400 bg-white px-4 py-3 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-500 hover:border-ink-600 focus-visible:border-accent-700 focus-visible:outline-accent-600 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700'

const errorId = (id: string) => `${id}-error`

type FormFieldProps = {
  name: ContactFieldName
  copy: ContactFieldCopy
  /** Message shown under the control when its value breaks a rule. */
  error: string | undefined
  /**
   * Whether the browser checks the fields itself, as it does until scripts run: the control
   * then also carries `maxlength`.
   */
  browserChecks: boolean
  registration: UseFormRegisterReturn<ContactFieldName>
}

/** A visible label, the control, and the control's error message under it. */
export function FormField({ name, copy, error, browserChecks, registration }: FormFieldProps) {
  const { id, control, wide }: ContactFieldDefinition = contactFields[name]
  const attributes = {
    id,
    required: true,
    placeholder: copy.placeholder,
    ...lengthAttributes(name, { withMax: browserChecks }),
    // Ties the control to its message, for screen readers.
    ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId(id) } : {}),
    ...registration,
  }
  return (
    <div className={cx('flex flex-col gap-2', wide && 'sm:col-span-2')}>
      <label htmlFor={id} className="font-semibold text-ink-900">
        {copy.label}
      </label>
      {control.kind === 'textarea' ? (
        <textarea
          rows={control.rows}
          className={cx(controlClasses, 'min-h-30 resize-y')}
          {...attributes}
        />
      ) : (
        <input {...control.attributes} className={controlClasses} {...attributes} />
      )}
      {error && (
        <p id={errorId(id)} className="flex items-start gap-1.5 text-sm font-medium text-red-700">
          <Icon node={AlertCircle} className="mt-0.5 size-4 shrink-0" />
          {error}
        </p>
      )}
    </div>
  )
}
