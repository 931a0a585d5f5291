import { track } from './track'

type FakeWindow = { location: { pathname: string; hostname: string }; dataLayer?: unknown[] }

describe('track', () => {
  const globals = globalThis as unknown as { window?: FakeWindow; document?: { title: string } }

  beforeEach(() => {
    globals.window = { location: { pathname: '/servicos/', hostname: 'www.exemplo.com.br' } }
    globals.document = { title: 'Serviços' }
  })

  afterEach(() => {
    delete globals.window
    delete globals.document
  })

  /** The data layer once every pending push has landed. */
  async function dataLayer() {
    await new Promise((resolve) => setTimeout(resolve, 0))
    return globals.window!.dataLayer
  }

  it('queues the event with its page in window.dataLayer, which Tag Manager reads', async () => {
    track('click_chat_bubble', { element_type: 'chat_bubble', placement: 'floating_button' })
    expect(await dataLayer()).toEqual([
      {
        event: 'click_chat_bubble',
        element_type: 'chat_bubble',
        placement: 'floating_button',
        page_title: 'Serviços',
        page_path: '/servicos/',
        page_hostname: 'www.exemplo.com.br',
      },
    ])
  })

  it('keeps the order of the calls and the page each one was made on', async () => {
    const link = { link_text: 'Contato', link_url: '/contato/' }
    track('click_menu_contato', { ...link, placement: 'header_menu' })
    // The router moves on before the package has arrived.
    globals.window!.location.pathname = '/contato/'
    globals.document!.title = 'Contato'
    track('click_whatsapp', { ...link, link_url: 'https://wa.me/1', placement: 'footer' })
    const pages = (await dataLayer())!.map((entry) => {
      const { event, page_path, page_title } = entry as Record<string, string>
      return [event, page_path, page_title]
    })
    expect(pages).toEqual([
      ['click_menu_contato', '/servicos/', 'Serviços'],
      ['click_whatsapp', '/contato/', 'Contato'],
    ])
  })
})
