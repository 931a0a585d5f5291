import Link from 'next/link'
import { createElement } from 'react'
import type { SVGProps } from 'react'

import { company } from '@/content/company/company'
import { headerLabels } from '@/content/texts/navigation'
import { logoMark } from '@/lib/brand'
import { cx } from '@/lib/format'

/** The company mark: a sunrise over the horizon line. */
export function LogoMark(props: Omit<SVGProps<SVGSVGElement>, 'children' | 'viewBox'>) {
  const { size, shapes } = logoMark
  return (
    <svg viewBox={`0 0 ${size} ${size}`} aria-hidden="true" focusable="false" {...props}>
      {shapes.map(({ tag, attributes }, index) =>
        createElement(tag, { key: index, ...attributes }),
      )}
    </svg>
  )
}

/** Logo linking to the home page. */
export function Logo({ className }: { className?: string }) {
  return (
    <Link
      href="/"
      aria-label={`${company.name} – ${headerLabels.home}`}
      className={cx('inline-flex min-h-11 items-center gap-2.5 rounded-lg', className)}
    >
      <LogoMark className="size-8 shrink-0" />
      <span className="text-lg font-bold tracking-tight text-white">{company.name}</span>
    </Link>
  )
}
