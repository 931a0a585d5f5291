import { pageContent } from '../registry/page-content'

import { chatConversationKey, chatVendorStorage } from '@/lib/chat'
import { CONSENT_STORAGE_KEY } from '@/lib/consent'
import { DRAFT_STORAGE_KEY } from '@/lib/contact/draft'
import { SESSION_STORAGE_KEY } from '@/lib/contact/session'

// The privacy policy's cookie table names what the site, and the chat vendor's module, keep in
// the browser; a key renamed in the code must be the name the published policy shows. The
// conversation's key ends in the agent's id, a build setting the table names in words.
test.each([
  CONSENT_STORAGE_KEY,
  SESSION_STORAGE_KEY,
  DRAFT_STORAGE_KEY,
  chatVendorStorage.visitor,
  chatConversationKey('<ID do assistente>'),
  chatVendorStorage.rateLimit,
])('the cookie table names the key %s', (key) => {
  const rows = pageContent('privacy')
    .sections.flatMap(({ blocks }) => blocks)
    .flatMap((block) => (block.kind === 'table' ? block.rows : []))
  expect(rows.map(({ cells: [name] }) => name)).toContain(key)
})
