import { ArrowRight } from 'lucide'
import Link from 'next/link'

import { ContentIcon, Icon } from '@/components/ui/icon'
import { Section } from '@/components/ui/section'
import { serviceLabels } from '@/content/texts/entry-labels'
import { entryHref } from '@/content/registry/links'
import type { ServiceLink } from '@/content/entries/services'

/** A link to every service's page, each by its icon and name. Nothing while there is none. */
export function ServiceCatalog({ services }: { services: readonly ServiceLink[] }) {
  if (services.length === 0) return null
  return (
    <Section aria-labelledby="catalog-title">
      <h2 id="catalog-title" className="mb-8 text-center text-3xl sm:text-4xl">
        {serviceLabels.all}
      </h2>
      <ul className="mx-auto grid max-w-5xl gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug}>
            <Link
              href={entryHref('service', service.slug)}
              className="group flex min-h-16 items-center gap-4 rounded-2xl border border-ink-100 bg-white p-4 font-semibold text-ink-900 shadow-sm transition-shadow hover:shadow-md"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink-900 text-accent-300">
                <ContentIcon name={service.icon} className="size-5" />
              </span>
              {service.name}
              <Icon
                node={ArrowRight}
                className="ml-auto size-4 text-accent-700 transition-transform group-hover:translate-x-1"
              />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  )
}
