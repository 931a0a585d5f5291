import { Section, SectionHeader } from '@/components/ui/section'
import type { HomeContent } from '@/content/schemas/page-schemas'
import { testimonialCarouselLabels as labels } from '@/content/company/testimonials'
import type { Testimonial } from '@/content/company/testimonials'

import { TestimonialCard } from './testimonial-card'
import { TestimonialCarousel } from './testimonial-carousel'

export function Testimonials({
  intro,
  testimonials,
}: {
  intro: HomeContent['testimonials']
  testimonials: readonly Testimonial[]
}) {
  const numbers = testimonials.map((_, index) => index + 1)
  return (
    <Section tone="muted" aria-labelledby="testimonials-title">
      <SectionHeader intro={intro} headingId="testimonials-title" />
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
