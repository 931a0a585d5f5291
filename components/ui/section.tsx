import type { ComponentProps } from 'react'

import type { SectionIntro } from '@/content/schemas/page-schemas'
import { cx } from '@/lib/format'

export type SectionTone = 'white' | 'muted' | 'dark'

const tones = {
  white: 'bg-white',
  muted: 'bg-ink-50',
  dark: 'on-dark bg-ink-950 text-ink-100',
} as const satisfies Record<SectionTone, string>

type SectionProps = ComponentProps<'section'> & { tone?: SectionTone }

/** A full-width band of the page with the site's vertical rhythm and content width. */
export function Section({ tone = 'white', className, children, ...props }: SectionProps) {
  return (
    <section className={cx('py-16 sm:py-24', tones[tone], className)} {...props}>
      <div className="container-page">{children}</div>
    </section>
  )
}

type SectionHeaderProps = ComponentProps<'div'> & {
  intro: SectionIntro
  /** Id for the heading, so the section can be labelled by it. */
  headingId?: string
  dark?: boolean
  align?: 'center' | 'start'
}

/** Eyebrow, title and description that open a section. */
export function SectionHeader({
  intro,
  headingId,
  dark = false,
  align = 'center',
  className,
  ...props
}: SectionHeaderProps) {
  return (
    <div
      className={cx(
        'mb-10 max-w-2xl sm:mb-14',
        align === 'center' && 'mx-auto text-center',
        className,
      )}
      {...props}
    >
      {intro.eyebrow && (
        <p
          className={cx(
            'mb-3 text-sm font-semibold tracking-wider uppercase',
            dark ? 'text-accent-300' : 'text-accent-700',
          )}
        >
          {intro.eyebrow}
        </p>
      )}
      <h2 id={headingId} className={cx('text-3xl sm:text-4xl', dark && 'text-white')}>
        {intro.title}
      </h2>
      {intro.description && (
        <p className={cx('mt-4 text-lg', dark ? 'text-ink-200' : 'text-ink-600')}>
          {intro.description}
        </p>
      )}
    </div>
  )
}
