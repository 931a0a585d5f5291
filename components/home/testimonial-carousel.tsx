'use client'

import { Children, useRef, useState } from 'react'
import type { FocusEvent, PointerEvent, ReactNode } from 'react'

import { useAutoAdvance } from '@/lib/hooks/use-auto-advance'
import { useMediaQuery } from '@/lib/hooks/use-media-query'
import { usePageVisible } from '@/lib/hooks/use-page-visible'
import { REDUCED_MOTION_QUERY } from '@/lib/motion'

import { TestimonialControls } from './testimonial-controls'
import type { CarouselLabels } from './testimonial-controls'
import { useTestimonialSlider } from './testimonial-slider'

/** The next testimonial comes after 20 s. */
const AUTO_ADVANCE_MS = 20_000

/** A slide change without animation. */
const INSTANT = { duration: 0 }

type TestimonialCarouselProps = {
  /** Id of the heading that names the carousel. */
  labelledBy: string
  labels: CarouselLabels
  /** The slides, rendered on the server. */
  children: ReactNode
}

/**
 * The testimonials, one at a time, after the WAI-ARIA carousel pattern. It owns only the
 * current index: the slides arrive rendered. Rotation every 20 s goes on after the visitor
 * uses the controls, and stops while the pointer is over the slides, while keyboard focus
 * is inside, while the tab is hidden, after the pause button, and from the start for
 * visitors who prefer reduced motion.
 */
export function TestimonialCarousel({ labelledBy, labels, children }: TestimonialCarouselProps) {
  const slides = Children.toArray(children)
  const { containerRef, ready, current, previous, next, goTo } = useTestimonialSlider()
  /** The visitor's own play/pause choice; until then rotation follows their motion setting. */
  const [playChoice, setPlayChoice] = useState<boolean | null>(null)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const rotationButton = useRef<HTMLButtonElement>(null)
  const prefersReducedMotion = useMediaQuery(REDUCED_MOTION_QUERY)
  const visible = usePageVisible()

  const playing = playChoice ?? !prefersReducedMotion
  const rotating = ready && playing && visible && !hovered && !focused
  // Visitors who prefer reduced motion get an instant change instead of a slide.
  const animation = prefersReducedMotion ? INSTANT : undefined
  useAutoAdvance(rotating, AUTO_ADVANCE_MS, current, () => void next(animation))

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
        ref={containerRef}
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
      <TestimonialControls
        labels={labels}
        current={current}
        playing={playing}
        onPrevious={() => void previous(animation)}
        onNext={() => void next(animation)}
        onDot={(index) => void goTo(index, animation)}
        onTogglePlay={() => setPlayChoice(!playing)}
        rotationButtonRef={rotationButton}
      />
    </div>
  )
}
