import type { Ref } from 'react'

type HoneypotFieldProps = {
  ref: Ref<HTMLInputElement>
  id: string
  name: string
  label: string
}

/**
 * A spam trap: bots fill every field they find, people never see this one. It sits off
 * screen rather than under `display: none`, which some bots skip, and is hidden from
 * screen readers and out of the tab order.
 */
export function HoneypotField({ ref, id, name, label }: HoneypotFieldProps) {
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  )
}
