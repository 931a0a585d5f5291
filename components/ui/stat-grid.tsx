import type { Stat } from '@/content/schemas/page-schemas'
import { cx } from '@/lib/format'

/** Headline figures as a description list: each value described by its label. */
export function StatGrid({ stats, className }: { stats: readonly Stat[]; className?: string }) {
  return (
    <dl className={cx('grid grid-cols-2 gap-4 lg:grid-cols-4', className)}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col-reverse justify-end rounded-2xl border border-white/10 bg-white/5 p-6 text-center"
        >
          <dt className="mt-1 text-sm text-ink-200 sm:text-base">{stat.label}</dt>
          <dd className="text-4xl font-extrabold text-accent-300 sm:text-5xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
