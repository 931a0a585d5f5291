import type { ComponentProps } from 'react'

import type { Feature } from '@/content/schemas/page-schemas'
import { cx } from '@/lib/format'

import { ContentIcon } from './icon'
import { revealProps } from './reveal'

type FeatureCardProps = ComponentProps<'article'> & {
  feature: Feature
  /** Position in its grid: sets the slide-in side and delay. */
  index: number
  dark?: boolean
}

/** Icon, title and text in a card; the building block of most grids on the site. */
export function FeatureCard({
  feature,
  index,
  dark = false,
  className,
  ...props
}: FeatureCardProps) {
  return (
    <article
      {...revealProps(index)}
      className={cx(
        'rounded-2xl border p-6 sm:p-8',
        dark ? 'border-white/10 bg-white/5' : 'border-ink-100 bg-white shadow-sm',
        className,
      )}
      {...props}
    >
      <span
        className={cx(
          'mb-5 inline-flex size-12 items-center justify-center rounded-xl',
          dark ? 'bg-accent-400/15 text-accent-300' : 'bg-accent-200/60 text-accent-800',
        )}
      >
        <ContentIcon name={feature.icon} className="size-6" />
      </span>
      <h3 className={cx('mb-2 text-xl', dark && 'text-white')}>{feature.title}</h3>
      <p className={dark ? 'text-ink-200' : 'text-ink-600'}>{feature.description}</p>
    </article>
  )
}
