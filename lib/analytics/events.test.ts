import { buildEventPayload } from './events'

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
