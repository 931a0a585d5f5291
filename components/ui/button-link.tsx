import Link from 'next/link'
import type { ComponentProps } from 'react'

import type { Cta } from '@/content/schemas/card-options'
import { specialistLinkAttributes } from '@/lib/analytics'
import { cx } from '@/lib/format'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'inverse'
export type ButtonSize = 'md' | 'lg'

const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full text-center font-semibold transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60'

const variants = {
  /** The accent: the one action a section wants. */
  primary:
    'bg-accent-400 text-ink-950 shadow-lg shadow-accent-500/20 hover:bg-accent-300 active:bg-accent-500',
  /** Dark solid, for light backgrounds. */
  secondary: 'bg-ink-900 text-white hover:bg-ink-700 active:bg-ink-950',
  /** Outlined, for light backgrounds. */
  outline:
    'border-2 border-ink-900 text-ink-900 hover:bg-ink-900 hover:text-white active:bg-ink-950',
  /** Outlined, for dark backgrounds. */
  inverse:
    'border-2 border-white/70 text-white hover:bg-white hover:text-ink-900 active:bg-ink-100',
} as const satisfies Record<ButtonVariant, string>

const sizes = {
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-7 py-3.5 text-base',
} as const satisfies Record<ButtonSize, string>

/** Classes of a button; also used on links that look like buttons. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) {
  return cx(base, variants[variant], sizes[size], className)
}

type ButtonLinkProps = Omit<ComponentProps<typeof Link>, 'href'> & {
  cta: Cta
  variant?: ButtonVariant
  size?: ButtonSize
}

/** A call to action: an internal link styled as a button, tracked when it has a placement. */
export function ButtonLink({ cta, variant, size, className, children, ...props }: ButtonLinkProps) {
  return (
    <Link
      href={cta.href}
      className={buttonClasses({ variant, size, className })}
      {...(cta.placement ? specialistLinkAttributes(cta.placement) : {})}
      {...props}
    >
      {children ?? cta.label}
    </Link>
  )
}
