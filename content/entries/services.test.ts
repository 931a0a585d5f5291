import type { Entry } from './entries'
import type { ServiceData } from '../schemas/entry-schemas'
import { publicationDay } from './schedule'
import {
  aboutService,
  publishedServices,
  serviceLinks,
  serviceReferenceProblems,
  services,
} from './services'
import type { Service } from './services'

test('the services’ pages come in the order the staff give them', () => {
  const orders = services().map((entry) => entry.order)
  expect(orders).toEqual([...orders].sort((a, b) => a - b))
  expect(serviceLinks().map((link) => link.slug)).toEqual(services().map((entry) => entry.slug))
})

test('a reference to a service with no published page is refused, naming the file and field', () => {
  const [published] = services()
  expect(
    serviceReferenceProblems([
      { file: 'content/blog/a.md', field: 'Serviço', service: published!.slug },
      { file: 'content/blog/b.md', field: 'Serviço' },
      { file: 'content/blog/c.md', field: 'Serviço', service: 'servico-que-nao-existe' },
    ]),
  ).toEqual([
    {
      file: 'content/blog/c.md',
      field: 'Serviço',
      problem: expect.stringContaining('“servico-que-nao-existe”'),
    },
  ])
})

describe('the published services’ pages', () => {
  const entry = (slug: string, order: number, published: string, draft?: boolean) =>
    ({ slug, name: slug, order, published, draft }) as Entry<ServiceData>
  const slugs = (list: readonly Service[]) => list.map(({ slug }) => slug)

  it('come in the staff’s order, with no draft among them', () => {
    const shown = publishedServices(
      [
        entry('segundo', 2, '2026-01-01'),
        entry('rascunho', 1, '2026-01-01', true),
        entry('primeiro', 1, '2026-06-01'),
      ],
      '2026-11-28',
    )
    expect(slugs(shown)).toEqual(['primeiro', 'segundo'])
  })

  it('leave out a page dated tomorrow until the build made on its day', () => {
    const entries = [entry('amanha', 1, '2026-11-29'), entry('hoje', 2, '2026-11-28')]
    expect(slugs(publishedServices(entries, '2026-11-28'))).toEqual(['hoje'])
    expect(slugs(publishedServices(entries, '2026-11-29'))).toEqual(['amanha', 'hoje'])
  })
})

test('a reference to a service whose page is scheduled is sound: no link leads to it before its day', () => {
  const tomorrow = new Date(Date.parse(publicationDay()) + 86_400_000).toISOString().slice(0, 10)
  const scheduled = services().map((entry) => ({ ...entry, published: tomorrow }))
  expect(publishedServices(scheduled)).toEqual([])
  expect(
    serviceReferenceProblems(
      scheduled.map(({ slug }) => ({ file: 'content/blog/a.md', field: 'Serviço', service: slug })),
      scheduled,
    ),
  ).toEqual([])
})

test('a service’s page lists the posts and cases that name it, and only those', () => {
  for (const entry of services()) {
    const about = aboutService(entry.slug)
    expect(about.posts.every((post) => post.service === entry.slug)).toBe(true)
    expect(about.cases.every((item) => item.service === entry.slug)).toBe(true)
  }
  const listed = services().flatMap((entry) => aboutService(entry.slug).posts)
  expect(listed.length).toBeGreaterThan(0)
})
