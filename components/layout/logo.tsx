import Link from 'next/link'

import { company } from '@/content/company'
import { headerLabels } from '@/content/navigation'
import { cx } from '@/lib/format'

/** The company mark: a sunrise over the horizon line. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <rect width="32" height="32" rx="8" fill="#22d3ee" />
      <path d="M8 20a8 8 0 0 1 16 0Z" fill="#07111f" />
      <path d="M5 23.5h22" stroke="#07111f" strokeWidth="2.5" strokeLinecap="round" />
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
