'use client'

import 'keen-slider/keen-slider.min.css'

import { useKeenSlider } from 'keen-slider/react.es'
import type { KeenSliderInstance } from 'keen-slider/react.es'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { Children, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { FocusEvent, PointerEvent, ReactNode } from 'react'

import { cx } from '@/lib/format'
import { REDUCED_MOTION_QUERY } from '@/lib/motion'

/** SPEC §9: the next testimonial comes after 20 s. */
const AUTO_ADVANCE_MS = 20_000

/** A slide change without animation. */
const INSTANT = { duration: 0 }

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

type TestimonialCarouselProps = {
  /** Id of the heading that names the carousel. */
  labelledBy: string
  labels: CarouselLabels
  /** The slides, rendered on the server. */
  children: ReactNode
}

function mediaStore(query: string) {
  return {
    subscribe(listener: () => void) {
      const media = window.matchMedia(query)
      media.addEventListener('change', listener)
      return () => media.removeEventListener('change', listener)
    },
    get: () => window.matchMedia(query).matches,
  }
}

const reducedMotion = mediaStore(REDUCED_MOTION_QUERY)

const pageVisibility = {
  subscribe(listener: () => void) {
    document.addEventListener('visibilitychange', listener)
    return () => document.removeEventListener('visibilitychange', listener)
  },
  get: () => document.visibilityState === 'visible',
}

const controlClass =
  'inline-flex size-11 items-center justify-center rounded-full border-2 border-ink-900 text-ink-900 transition-colors hover:bg-ink-900 hover:text-white'

/**
 * The testimonials, one at a time (SPEC §2, §4), after the WAI-ARIA carousel pattern.
 * It owns only the current index: the slides arrive rendered. Rotation every 20 s goes on
 * after the visitor uses the controls, and stops while the pointer is over the slides,
 * while keyboard focus is inside, while the tab is hidden, after the pause button, and
 * from the start for visitors who prefer reduced motion.
 */
export function TestimonialCarousel({ labelledBy, labels, children }: TestimonialCarouselProps) {
  const slides = Children.toArray(children)
  const [current, setCurrent] = useState(0)
  const [ready, setReady] = useState(false)
  /** The visitor's own play/pause choice; until then rotation follows their motion setting. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const rotationButton = useRef<HTMLButtonElement>(null)

  const prefersReducedMotion = useSyncExternalStore(
    reducedMotion.subscribe,
    reducedMotion.get,
    () => false,
  )
  const visible = useSyncExternalStore(pageVisibility.subscribe, pageVisibility.get, () => true)

  const [sliderRef, slider] = useKeenSlider<HTMLDivElement>({
    loop: true,
    slides: { perView: 1, spacing: 24 },
    created: () => setReady(true),
    slideChanged: (s) => setCurrent(s.track.details.rel),
  })

  const playing = playChoice ?? !prefersReducedMotion
  const rotating = ready && playing && visible && !hovered && !focused

  // Visitors who prefer reduced motion get an instant change instead of a slide.
  const animation = prefersReducedMotion ? INSTANT : undefined
  const move = (to: (s: KeenSliderInstance) => number, absolute: boolean) => {
    const s = slider.current
    if (s) s.moveToIdx(to(s), absolute, animation)
  }
  const previous = () => move((s) => s.track.details.abs - 1, true)
  const next = () => move((s) => s.track.details.abs + 1, true)

  useEffect(() => {
    if (!rotating) return
    // Restarted by every slide change, so a slide chosen by the visitor gets its full time.
    const timer = window.setTimeout(() => {
      const s = slider.current
      if (s) s.moveToIdx(s.track.details.abs + 1, true, animation)
    }, AUTO_ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, current, animation, slider])

  // Only keyboard focus pauses: a mouse click on the arrows must not stop the rotation.
  const onFocus = (event: FocusEvent) => {
    const target = event.target
    setFocused(target !== rotationButton.current && target.matches(':focus-visible'))
  }
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
  }
  const onPointer = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') setHovered(event.type === 'pointerenter')
  }

  return (
    <div
      role="group"
      aria-roledescription="carousel"
      aria-labelledby={labelledBy}
      className="mx-auto max-w-3xl"
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div
        ref={sliderRef}
        aria-live={rotating ? 'off' : 'polite'}
        className="keen-slider"
        onPointerEnter={onPointer}
        onPointerLeave={onPointer}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slides[index]}
            // Before hydration every slide stays readable; after it, only the current one.
            inert={ready && index !== current}
            className="keen-slider__slide min-w-full"
          >
            {slide}
          </div>
        ))}
      </div>

      <div data-carousel-controls className="mt-6 flex flex-wrap items-center justify-center gap-1">
        <button
          type="button"
          aria-label={labels.previous}
          onClick={previous}
          className={controlClass}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <ol className="flex">
          {slides.map((_, index) => (
            <li key={index}>
              <button
                type="button"
                aria-label={labels.dots[index]}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => move(() => index, false)}
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
        <button type="button" aria-label={labels.next} onClick={next} className={controlClass}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
        <button
          ref={rotationButton}
          type="button"
          aria-label={playing ? labels.pause : labels.play}
          onClick={() => setPlayChoice(!playing)}
          className={cx(controlClass, 'sm:ml-4')}
        >
          {playing ? (
            <Pause aria-hidden="true" className="size-5" />
          ) : (
            <Play aria-hidden="true" className="size-5" />
          )}
        </button>
      </div>
    </div>
  )
}
