import { Section, SectionHeader } from '@/components/ui/section'
import { homeTestimonialsIntro } from '@/content/home'
import { testimonialCarouselLabels as labels, testimonials } from '@/content/testimonials'

import { TestimonialCard } from './testimonial-card'
import { TestimonialCarousel } from './testimonial-carousel'

const numbers = testimonials.map((_, index) => index + 1)

export function Testimonials() {
  return (
    <Section tone="muted" aria-labelledby="testimonials-title">
      <SectionHeader intro={homeTestimonialsIntro} headingId="testimonials-title" />
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
