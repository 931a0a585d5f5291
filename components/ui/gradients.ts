import type { Gradient } from '@/content/schemas/card-options'

/** Background classes of each card gradient: one harmonious set of cool tones. */
export const gradientClasses = {
  ocean: 'from-accent-500 to-blue-600',
  violet: 'from-indigo-500 to-violet-600',
  teal: 'from-teal-400 to-accent-600',
  sky: 'from-sky-400 to-blue-600',
  indigo: 'from-blue-500 to-indigo-600',
  emerald: 'from-emerald-400 to-teal-600',
} as const satisfies Record<Gradient, string>
