import { signalsFor } from '@/lib/consent'

import { analyticsConsentGranted } from './consent-granted'

/** A gtag command as the head script pushes it: its arguments object. */
function gtag(..._command: unknown[]) {
  // eslint-disable-next-line prefer-rest-params
  return arguments
}

describe('analyticsConsentGranted', () => {
  it('is false before any answer, and after "Rejeitar"', () => {
    expect(analyticsConsentGranted(undefined)).toBe(false)
    expect(analyticsConsentGranted([gtag('consent', 'default', signalsFor('denied'))])).toBe(false)
    expect(
      analyticsConsentGranted([
        gtag('consent', 'default', signalsFor('denied')),
        gtag('consent', 'update', signalsFor('denied')),
      ]),
    ).toBe(false)
  })

  it('follows the last answer, whatever events came after it', () => {
    const granted = [
      gtag('consent', 'default', signalsFor('denied')),
      gtag('consent', 'update', signalsFor('granted')),
      { event: 'contact_page_view' },
    ]
    expect(analyticsConsentGranted(granted)).toBe(true)
    expect(
      analyticsConsentGranted([...granted, gtag('consent', 'update', signalsFor('denied'))]),
    ).toBe(false)
  })
})
