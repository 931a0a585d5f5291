import {
  linkClickEvent,
  menuLinkAttributes,
  specialistLinkAttributes,
  whatsappLinkAttributes,
} from './attributes'
import type { TrackAttributes } from './attributes'
import { menuEvents, menuPlacements, specialistPlacements, whatsappPlacements } from './events'

/** What the click listener reads from an element that carries `attributes`. */
function clickOn(attributes: TrackAttributes, text: string, href: string) {
  return linkClickEvent({
    event: attributes['data-track-event'],
    label: attributes['data-track-label'],
    text,
    href,
  })
}

describe('tracking attributes', () => {
  it('follow one convention for menu links, calls to action and WhatsApp links', () => {
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
    expect(whatsappLinkAttributes('contact_channels')).toEqual({
      'data-track-event': 'click_whatsapp',
      'data-track-category': 'contact',
      'data-track-action': 'click',
      'data-track-label': 'contact_channels',
    })
  })

  it('become their event when clicked, for every event and placement the site declares', () => {
    for (const event of menuEvents) {
      for (const placement of menuPlacements) {
        expect(clickOn(menuLinkAttributes(event, placement), 'Menu', '/')).toEqual({
          event,
          params: { link_text: 'Menu', link_url: '/', placement },
        })
      }
    }
    for (const placement of specialistPlacements) {
      expect(clickOn(specialistLinkAttributes(placement), 'Falar', '/contato')).toEqual({
        event: 'click_falar_especialista',
        params: { link_text: 'Falar', link_url: '/contato', placement },
      })
    }
    for (const placement of whatsappPlacements) {
      expect(clickOn(whatsappLinkAttributes(placement), 'WhatsApp', 'https://wa.me/1')).toEqual({
        event: 'click_whatsapp',
        params: { link_text: 'WhatsApp', link_url: 'https://wa.me/1', placement },
      })
    }
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

  it('reads a WhatsApp click-to-chat link', () => {
    expect(
      linkClickEvent({
        event: 'click_whatsapp',
        label: 'footer',
        text: ' WhatsApp\n (31) 99999-0000 ',
        href: 'https://wa.me/5531999990000',
      }),
    ).toEqual({
      event: 'click_whatsapp',
      params: {
        link_text: 'WhatsApp (31) 99999-0000',
        link_url: 'https://wa.me/5531999990000',
        placement: 'footer',
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
      linkClickEvent({ ...click, event: 'click_whatsapp', label: 'home_cta_final' }),
    ).toBeNull()
    expect(linkClickEvent({ ...click, event: 'click_whatsapp', label: null })).toBeNull()
    expect(
      linkClickEvent({ ...click, event: 'click_chat_bubble', label: 'floating_button' }),
    ).toBeNull()
    expect(linkClickEvent({ ...click, event: null, label: null })).toBeNull()
  })
})
