import {
  buildEventPayload,
  linkClickEvent,
  menuLinkAttributes,
  specialistLinkAttributes,
} from './analytics'

const page = { page_title: 'Contato', page_path: '/contato/', page_hostname: 'www.exemplo.com.br' }

describe('buildEventPayload', () => {
  it('puts the event name, its data and the page together', () => {
    expect(
      buildEventPayload(
        'click_falar_especialista',
        { link_text: 'Falar com Especialista', link_url: '/contato', placement: 'header' },
        page,
      ),
    ).toEqual({
      event: 'click_falar_especialista',
      link_text: 'Falar com Especialista',
      link_url: '/contato',
      placement: 'header',
      page_title: 'Contato',
      page_path: '/contato/',
      page_hostname: 'www.exemplo.com.br',
    })
  })

  it('lets the page context win over a clashing parameter', () => {
    const params = { element_type: 'chat_bubble', placement: 'floating_button' } as const
    const payload = buildEventPayload(
      'click_chat_bubble',
      { ...params, page_path: '/x' } as never,
      page,
    )
    expect(payload.page_path).toBe('/contato/')
  })
})

describe('tracking attributes', () => {
  it('follow one convention for menu links and calls to action', () => {
    expect(menuLinkAttributes('click_menu_sobre', 'header_menu_mobile')).toEqual({
      'data-track-event': 'click_menu_sobre',
      'data-track-category': 'menu',
      'data-track-action': 'click',
      'data-track-label': 'header_menu_mobile',
    })
    expect(specialistLinkAttributes('services_hero')).toEqual({
      'data-track-event': 'click_falar_especialista',
      'data-track-category': 'cta',
      'data-track-action': 'click',
      'data-track-label': 'services_hero',
    })
  })
})

describe('linkClickEvent', () => {
  it('reads a menu click from the element', () => {
    expect(
      linkClickEvent({
        event: 'click_menu_servicos',
        label: 'header_menu',
        text: '  Serviços\n',
        href: '/servicos/',
      }),
    ).toEqual({
      event: 'click_menu_servicos',
      params: { link_text: 'Serviços', link_url: '/servicos/', placement: 'header_menu' },
    })
  })

  it('reads a call to action with its placement and collapses the text', () => {
    expect(
      linkClickEvent({
        event: 'click_falar_especialista',
        label: 'services_cybersecurity',
        text: 'Falar com\n    Especialista',
        href: '/contato/',
      }),
    ).toEqual({
      event: 'click_falar_especialista',
      params: {
        link_text: 'Falar com Especialista',
        link_url: '/contato/',
        placement: 'services_cybersecurity',
      },
    })
  })

  it('sends nothing for events or placements the site does not know', () => {
    const click = { text: 'x', href: '/' }
    expect(linkClickEvent({ ...click, event: 'click_menu_blog', label: 'header_menu' })).toBeNull()
    expect(linkClickEvent({ ...click, event: 'click_menu_home', label: 'header' })).toBeNull()
    expect(
      linkClickEvent({ ...click, event: 'click_falar_especialista', label: 'footer' }),
    ).toBeNull()
    expect(
      linkClickEvent({ ...click, event: 'click_falar_especialista', label: 'toString' }),
    ).toBeNull()
    expect(
      linkClickEvent({ ...click, event: 'click_chat_bubble', label: 'floating_button' }),
    ).toBeNull()
    expect(linkClickEvent({ ...click, event: null, label: null })).toBeNull()
  })
})
