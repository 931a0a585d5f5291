import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide'
import type { Ref } from 'react'

import { cx } from '@/lib/format'
import { Icon } from '@/components/ui/icon'

export type CarouselLabels = {
  previous: string
  next: string
  pause: string
  play: string
  /** One per slide: the dot's name. */
  dots: readonly string[]
  /** One per slide: '1 de 5'. */
  slides: readonly string[]
}

type TestimonialControlsProps = {
  labels: CarouselLabels
  /** Index of the testimonial shown. */
  current: number
  /** Whether the testimonials change on their own: the last button then pauses them. */
  playing: boolean
  onPrevious: () => void
  onNext: () => void
  onDot: (index: number) => void
  onTogglePlay: () => void
  /** The play/pause button, whose focus does not pause the rotation. */
  rotationButtonRef: Ref<HTMLButtonElement>
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border-2 border-ink-900 text-ink-900 transition-colors hover:bg-ink-900 hover:text-white'

/** Previous, one dot per testimonial, next, and play/pause. */
export function TestimonialControls({
  labels,
  current,
  playing,
  onPrevious,
  onNext,
  onDot,
  onTogglePlay,
  rotationButtonRef,
}: TestimonialControlsProps) {
  return (
    <div data-carousel-controls className="mt-6 flex flex-wrap items-center justify-center gap-1">
      <button
        type="button"
        aria-label={labels.previous}
        onClick={onPrevious}
        className={controlClass}
      >
        <Icon node={ChevronLeft} className="size-5" />
      </button>
      <ol className="flex">
        {labels.dots.map((label, index) => (
          <li key={label}>
            <button
              type="button"
              aria-label={label}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => onDot(index)}
              className="group inline-flex h-11 w-9 items-center justify-center rounded-full"
            >
              <span
                aria-hidden="true"
                className={cx(
                  'block h-2.5 rounded-full transition-all',
                  index === current
                    ? 'w-6 bg-accent-700'
                    : 'w-2.5 bg-ink-500 group-hover:bg-ink-900',
                )}
              />
            </button>
          </li>
        ))}
      </ol>
      <button type="button" aria-label={labels.next} onClick={onNext} className={controlClass}>
        <Icon node={ChevronRight} className="size-5" />
      </button>
      <button
        ref={rotationButtonRef}
        type="button"
        aria-label={playing ? labels.pause : labels.play}
        onClick={onTogglePlay}
        className={cx(controlClass, 'sm:ml-4')}
      >
        <Icon node={playing ? Pause : Play} className="size-5" />
      </button>
    </div>
  )
}
