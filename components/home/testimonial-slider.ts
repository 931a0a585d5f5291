import type { KeenSliderInstance, KeenSliderOptions } from 'keen-slider'
import { useEffect, useRef, useState } from 'react'

/** How far below the screen the carousel starts loading its slider. */
const LOAD_AHEAD = '600px 0px'

/** A slide change's animation; `{ duration: 0 }` changes at once. */
type Animation = { duration: number } | undefined

/**
 * keen-slider on the element `containerRef` points at, loaded when that element comes near
 * the screen (or when the visitor moves a slide), not with the page: until then the first
 * testimonial shows and the others wait beside it. If its code cannot load (offline or
 * blocked), the first testimonial stays, as without scripts.
 */
export function useTestimonialSlider() {
  const containerRef = useRef<HTMLDivElement>(null)
  const [ready, setReady] = useState(false)
  const [current, setCurrent] = useState(0)
  const slider = useRef<KeenSliderInstance | null>(null)
  /** Starts the slider once; resolves when it runs (never, if its code fails to load). */
  const start = useRef<() => Promise<void>>(null)

  useEffect(() => {
    const container = containerRef.current
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

  /**
   * Moves to where `to` points from the slider's state: with `absolute`, a position on the
   * looped track (one step either way, across the ends too); without it, a slide's index.
   * A control used before the slider came near the screen starts it first.
   */
  const move = async (
    to: (s: KeenSliderInstance) => number,
    absolute: boolean,
    animation: Animation,
  ) => {
    await start.current?.()
    const s = slider.current
    if (s) s.moveToIdx(to(s), absolute, animation)
  }

  return {
    containerRef,
    /** The slider runs: only the current slide should be reachable. */
    ready,
    /** Index of the slide shown. */
    current,
    previous: (animation: Animation) => move((s) => s.track.details.abs - 1, true, animation),
    next: (animation: Animation) => move((s) => s.track.details.abs + 1, true, animation),
    goTo: (slide: number, animation: Animation) => move(() => slide, false, animation),
  }
}
