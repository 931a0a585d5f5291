'use client'

import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider'
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide'
import { Children, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { FocusEvent, PointerEvent, ReactNode } from 'react'

import { cx } from '@/lib/format'
import { REDUCED_MOTION_QUERY } from '@/lib/motion'
import { Icon } from '@/components/ui/icon'

/** SPEC §9: the next testimonial comes after 20 s. */
const AUTO_ADVANCE_MS = 20_000

/** A slide change without animation. */
const INSTANT = { duration: 0 }

/** How far below the screen the carousel starts loading its slider. */
const LOAD_AHEAD = '600px 0px'

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

  const sliderRef = useRef<HTMLDivElement>(null)
  const slider = useRef<KeenSliderInstance | null>(null)
  /** Starts the slider once; resolves when it runs (never, if its code fails to load). */
  const start = useRef<() => Promise<void>>(null)

  // keen-slider loads when the carousel comes near the screen (or is used), not with the
  // page: until then the first testimonial shows and the others wait beside it.
  useEffect(() => {
    const container = sliderRef.current
    if (!container) return
    let stopped = false
    let loading: Promise<void> | undefined
    const options: KeenSliderOptions = {
      loop: true,
      slides: { perView: 1, spacing: 24 },
      created: () => setReady(true),
      slideChanged: (s) => setCurrent(s.track.details.rel),
    }
    start.current = () =>
      (loading ??= import('keen-slider').then(
        ({ default: KeenSlider }) => {
          if (!stopped) slider.current = new KeenSlider(container, options)
        },
        // Offline or blocked: the first testimonial stays, as without scripts.
        () => undefined,
      ))
    const nearScreen = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) void start.current?.()
      },
      { rootMargin: LOAD_AHEAD },
    )
    nearScreen.observe(container)
    return () => {
      stopped = true
      nearScreen.disconnect()
      slider.current?.destroy()
      slider.current = null
    }
  }, [])

  const playing = playChoice ?? !prefersReducedMotion
  const rotating = ready && playing && visible && !hovered && !focused

  // Visitors who prefer reduced motion get an instant change instead of a slide.
  const animation = prefersReducedMotion ? INSTANT : undefined
  const move = async (to: (s: KeenSliderInstance) => number, absolute: boolean) => {
    await start.current?.()
    const s = slider.current
    if (s) s.moveToIdx(to(s), absolute, animation)
  }
  const previous = () => void move((s) => s.track.details.abs - 1, true)
  const next = () => void move((s) => s.track.details.abs + 1, true)

  useEffect(() => {
    if (!rotating) return
    // Restarted by every slide change, so a slide chosen by the visitor gets its full time.
    const timer = window.setTimeout(() => {
      const s = slider.current
      if (s) s.moveToIdx(s.track.details.abs + 1, true, animation)
    }, AUTO_ADVANCE_MS)
    return () => window.clearTimeout(timer)
  }, [rotating, current, animation])

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
          <Icon node={ChevronLeft} className="size-5" />
        </button>
        <ol className="flex">
          {slides.map((_, index) => (
            <li key={index}>
              <button
                type="button"
                aria-label={labels.dots[index]}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => void move(() => index, false)}
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
          <Icon node={ChevronRight} className="size-5" />
        </button>
        <button
          ref={rotationButton}
          type="button"
          aria-label={playing ? labels.pause : labels.play}
          onClick={() => setPlayChoice(!playing)}
          className={cx(controlClass, 'sm:ml-4')}
        >
          {playing ? (
            <Icon node={Pause} className="size-5" />
          ) : (
            <Icon node={Play} className="size-5" />
          )}
        </button>
      </div>
    </div>
  )
}
