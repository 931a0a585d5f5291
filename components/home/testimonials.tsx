import { Section, SectionHeader } from '@/components/ui/section'
import { homeTestimonialsIntro } from '@/content/home'
import { testimonials } from '@/content/testimonials'

import { TestimonialCard } from './testimonial-card'

export function Testimonials() {
  return (
    <Section tone="muted" aria-labelledby="testimonials-title">
      <SectionHeader intro={homeTestimonialsIntro} headingId="testimonials-title" />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </Section>
  )
}
