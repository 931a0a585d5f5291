import type { Locator, Page } from '@playwright/test'
import { DomUtils, parseDocument } from 'htmlparser2'

import { sitePages } from '../content/registry/links'
import { isSinglePage, pages } from '../content/registry/pages'
import type { PageName } from '../content/registry/pages'
import { specialistPlacements } from '../lib/analytics/events'
import type { SpecialistPlacement } from '../lib/analytics/events'
import { clickAndCapture, dataLayer, events, tagManagerSaw } from './data-layer'
import { allowTimeForItems, expect, open, TAG_MANAGER_CONTAINER, test } from './fixtures'

// The header menu's events: e2e/navigation.spec.ts and e2e/mobile-menu.spec.ts, as the
// visitor goes from page to page.

test.describe('"Falar com Especialista" and the calls to action that count as it', () => {
  const placements: {
    placement: SpecialistPlacement
    path: string
    /** The element the placement names. */
    link: (page: Page) => Locator
    text: string
    viewport?: { width: number; height: number }
  }[] = [
    {
      placement: 'header',
      path: '/servicos/',
      link: (page) =>
        page.getByRole('banner').getByRole('link', { name: 'Falar com Especialista' }),
      text: 'Falar com Especialista',
    },
    {
      placement: 'header',
      path: '/servicos/',
      viewport: { width: 375, height: 740 },
      link: (page) =>
        page.locator('#menu-mobile').getByRole('link', { name: 'Falar com Especialista' }),
      text: 'Falar com Especialista',
    },
    {
      placement: 'modern_services',
      path: '/',
      link: (page) =>
        page
          .getByRole('region', { name: 'Soluções completas em TI' })
          .getByRole('link', { name: 'Fale com Nossos Especialistas' }),
      text: 'Fale com Nossos Especialistas',
    },
    {
      placement: 'home_cta_final',
      path: '/',
      link: (page) =>
        page
          .getByRole('region', { name: 'Que tal ter uma TI sem preocupações?' })
          .getByRole('link', { name: 'Falar com Especialista' }),
      text: 'Falar com Especialista',
    },
    {
      placement: 'services_hero',
      path: '/servicos/',
      link: (page) =>
        page
          .getByRole('region', { name: 'Serviços de TI para sua empresa crescer com segurança' })
          .getByRole('link', { name: 'Falar com Especialista' }),
      text: 'Falar com Especialista',
    },
    {
      placement: 'services_outsourcing',
      path: '/servicos/',
      link: (page) =>
        page
          .getByRole('article', { name: 'Outsourcing de TI' })
          .getByRole('link', { name: 'Solicitar Proposta' }),
      text: 'Solicitar Proposta',
    },
    {
      placement: 'services_monitoring',
      path: '/servicos/',
      link: (page) =>
        page
          .getByRole('article', { name: 'Monitoramento 24h' })
          .getByRole('link', { name: 'Ver Demonstração' }),
      text: 'Ver Demonstração',
    },
    {
      placement: 'services_cybersecurity',
      path: '/servicos/',
      link: (page) =>
        page
          .getByRole('article', { name: 'Cibersegurança' })
          .getByRole('link', { name: 'Falar com Especialista' }),
      text: 'Falar com Especialista',
    },
    {
      placement: 'services_service_desk',
      path: '/servicos/',
      link: (page) =>
        page
          .getByRole('article', { name: 'Service Desk' })
          .getByRole('link', { name: 'Falar com Especialista' }),
      text: 'Falar com Especialista',
    },
  ]

  // One page load for the placements of each page: back from the contact page after each.
  const paths = [...new Set(placements.map(({ path }) => path))]
  for (const path of paths) {
    // The phone menu's comes last, as its page is narrowed for it.
    const here = placements
      .filter((entry) => entry.path === path)
      .sort((a, b) => Number(Boolean(a.viewport)) - Number(Boolean(b.viewport)))
    const names = here.map(
      ({ placement, viewport }) => `${placement}${viewport ? ' (phone menu)' : ''}`,
    )
    test(`${names.join(', ')} on ${path}`, async ({ page }) => {
      await open(page, path)
      for (const [index, { placement, link, text, viewport }] of here.entries()) {
        await test.step(names[index]!, async () => {
          if (viewport) {
            await page.setViewportSize(viewport)
            await page.getByRole('button', { name: 'Abrir menu' }).click()
          }
          const element = link(page)
          await expect(element).toHaveAttribute('data-track-event', 'click_falar_especialista')
          await expect(element).toHaveAttribute('data-track-category', 'cta')
          await expect(element).toHaveAttribute('data-track-action', 'click')
          await expect(element).toHaveAttribute('data-track-label', placement)
          const { pushed, context } = await clickAndCapture(
            page,
            element,
            'click_falar_especialista',
          )
          expect(pushed).toEqual({
            event: 'click_falar_especialista',
            link_text: text,
            link_url: '/contato/',
            placement,
            ...context,
          })
          await expect(page).toHaveURL('/contato/')
          await page.goBack()
          await expect(page).toHaveURL(path)
        })
      }
    })
  }

  /**
   * The placements of the pages made per entry, whose clicks blog.spec.ts, cases.spec.ts and
   * services.spec.ts check: one on every post, every case, every service's page.
   */
  const entryPlacements = {
    blog_post: 'post',
    case_study: 'case',
    service_page: 'service',
  } as const satisfies Partial<Record<SpecialistPlacement, PageName>>

  test('every placement the site renders is checked, each on one element of its pages', async ({
    request,
  }) => {
    const seen = new Map<string, string[]>()
    allowTimeForItems(sitePages().length)
    for (const page of sitePages()) {
      const document = parseDocument(await (await request.get(page.route)).text())
      const labels = DomUtils.findAll(
        (element) => element.attribs['data-track-event'] === 'click_falar_especialista',
        document.children,
      ).map((element) => element.attribs['data-track-label']!)
      // The header's two (desktop and phone menu) on every page of the shared layout.
      const entry = pages[page.name]
      const ownLayout = isSinglePage(entry) && entry.ownLayout
      expect(
        labels.filter((label) => label === 'header'),
        page.route,
      ).toHaveLength(ownLayout ? 0 : 2)
      for (const label of labels.filter((label) => label !== 'header')) {
        seen.set(label, [...(seen.get(label) ?? []), page.route])
      }
    }
    const expected = specialistPlacements
      .filter((placement) => placement !== 'header')
      .map((placement): [string, string[]] => {
        const entryPage = entryPlacements[placement as keyof typeof entryPlacements]
        return [
          placement,
          entryPage
            ? sitePages()
                .filter((page) => page.name === entryPage)
                .map((page) => page.route)
            : placements
                .filter((entry) => entry.placement === placement)
                .map((entry) => entry.path),
        ]
      })
    expect(Object.fromEntries(seen)).toEqual(Object.fromEntries(expected))
    // Each placement's click is checked: above, or on the entries' pages.
    expect(
      new Set([...placements.map(({ placement }) => placement), ...Object.keys(entryPlacements)]),
    ).toEqual(new Set(specialistPlacements))
  })
})

test('links without tracking attributes send nothing', async ({ page }) => {
  await open(page, '/')
  await page.getByRole('link', { name: 'Conhecer Serviços' }).click()
  await expect(page).toHaveURL('/servicos/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Sobre' }).click()
  await expect(page).toHaveURL('/sobre/')
  // Events land in the order they are sent: once a tracked click's event is there,
  // anything the links above had sent would be there before it.
  await page.getByRole('banner').getByRole('link', { name: 'Serviços', exact: true }).click()
  await expect
    .poll(async () => (await events(page)).map((entry) => entry.event))
    .toEqual(['click_menu_servicos'])
})

test(
  'without a Tag Manager container no Google script loads, and events still queue',
  { tag: '@no-container' },
  async ({ page }) => {
    const google: string[] = []
    page.on('request', (request) => {
      if (/googletagmanager|google-analytics/.test(request.url())) google.push(request.url())
    })
    await open(page, '/')
    await page.getByRole('banner').getByRole('link', { name: 'Sobre', exact: true }).click()
    await expect(page).toHaveURL('/sobre/')
    // Events land once the analytics package has arrived, after the container would have.
    await expect.poll(async () => (await events(page, 'click_menu_sobre')).length).toBe(1)
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0)
    expect(google).toEqual([])
  },
)

test(
  'with a container, Tag Manager starts once for the whole visit and receives every event',
  { tag: '@container' },
  async ({ page }) => {
    await open(page, '/')
    await expect.poll(() => tagManagerSaw(page)).not.toBeNull()
    const container = page.locator('script[src*="googletagmanager.com/gtm.js"]')
    await expect(container).toHaveAttribute(
      'src',
      `https://www.googletagmanager.com/gtm.js?id=${TAG_MANAGER_CONTAINER}`,
    )

    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Menu principal' })
    await nav.getByRole('link', { name: 'Sobre', exact: true }).click()
    await expect(page).toHaveURL('/sobre/')
    await nav.getByRole('link', { name: 'Serviços', exact: true }).click()
    await expect(page).toHaveURL('/servicos/')
    await expect
      .poll(async () => (await events(page)).map((event) => event.event))
      .toEqual(['click_menu_sobre', 'click_menu_servicos'])
    const starts = (await dataLayer(page)).filter(
      (entry) => !Array.isArray(entry) && entry.event === 'gtm.js',
    )
    expect(starts).toHaveLength(1)
    await expect(container).toHaveCount(1)
  },
)
