import { aboutService, serviceLinks, serviceReferenceProblems, services } from './services'

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

test('a service’s page lists the posts and cases that name it, and only those', () => {
  for (const entry of services()) {
    const about = aboutService(entry.slug)
    expect(about.posts.every((post) => post.service === entry.slug)).toBe(true)
    expect(about.cases.every((item) => item.service === entry.slug)).toBe(true)
  }
  const listed = services().flatMap((entry) => aboutService(entry.slug).posts)
  expect(listed.length).toBeGreaterThan(0)
})
