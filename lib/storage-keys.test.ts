import { siteStorage } from '@/content/privacy'

import { CONSENT_STORAGE_KEY } from './consent'
import { DRAFT_STORAGE_KEY } from './contact/draft'
import { SESSION_STORAGE_KEY } from './contact/session'

// The privacy policy's cookie table names what the site keeps in the browser; a key renamed
// here without the policy would leave visitors reading about storage that no longer exists.
test('the privacy policy names every key the site stores in the browser', () => {
  expect(siteStorage).toEqual({
    consent: CONSENT_STORAGE_KEY,
    session: SESSION_STORAGE_KEY,
    draft: DRAFT_STORAGE_KEY,
  })
})
