import type { ReactNode } from 'react'

/**
 * A part of an entry's page under its heading: a case's results or challenge, a service's
 * coverage or steps. The heading names the section for assistive technology.
 */
export function EntrySection({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: ReactNode
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="mb-6 text-3xl">
        {title}
      </h2>
      {children}
    </section>
  )
}
