import { Section, SectionHeader } from '@/components/ui/section'
import { homeTestimonialsIntro } from '@/content/home'
import { testimonialCarouselLabels as labels, testimonials } from '@/content/testimonials'

import { TestimonialCard } from './testimonial-card'
import { TestimonialCarousel } from './testimonial-carousel'

const numbers = testimonials.map((_, index) => index + 1)

/** Without scripts there is no slider: every testimonial shows, one under the other. */
const withoutScripts = `
  .keen-slider { flex-direction: column; gap: 1.5rem; }
  [data-carousel-controls] { display: none; }
`

export function Testimonials() {
  return (
    <Section tone="muted" aria-labelledby="testimonials-title">
      <SectionHeader intro={homeTestimonialsIntro} headingId="testimonials-title" />
      <noscript>
        <style>{withoutScripts}</style>
      </noscript>
      <TestimonialCarousel
        labelledBy="testimonials-title"
        labels={{
          previous: labels.previous,
          next: labels.next,
          pause: labels.pause,
          play: labels.play,
          dots: numbers.map(labels.goTo),
          slides: numbers.map((n) => labels.slide(n, testimonials.length)),
        }}
      >
        {testimonials.map((testimonial) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} />
        ))}
      </TestimonialCarousel>
    </Section>
  )
}
