import type { z } from 'zod'

import { chatConversationKey, chatVendorStorage } from '@/lib/chat'
import { CONSENT_STORAGE_KEY } from '@/lib/consent'
import { DRAFT_STORAGE_KEY } from '@/lib/contact/draft'
import { SESSION_STORAGE_KEY } from '@/lib/contact/session'

import type { StorageToken } from '../schemas/field-kinds'
import type { privacySchema } from '../schemas/privacy-schema'

/**
 * The names the site, and the chat vendor's module, store in the visitor's browser under,
 * as the policy's cookie table repeats them (`{chaveConsentimento}`…): read from the code
 * that stores them (`chatVendorStorage` for the vendor's), so the table always shows the
 * names in use.
 */
export const storageValues = {
  chaveConsentimento: CONSENT_STORAGE_KEY,
  chaveSessao: SESSION_STORAGE_KEY,
  chaveRascunho: DRAFT_STORAGE_KEY,
  chaveChatVisitante: chatVendorStorage.visitor,
  // The key ends in the chat agent's id, a build setting: the table shows where it goes.
  chaveChatConversa: chatConversationKey('<ID do assistente>'),
  chaveChatLimite: chatVendorStorage.rateLimit,
} as const satisfies Record<StorageToken, string>

/**
 * The privacy policy (LGPD, Lei nº 13.709/2018), edited at /admin/ or by hand. It must
 * describe what the site really does: every new form field, storage key, vendor or
 * analytics tag changes a section there.
 */
export type PrivacyPolicy = z.output<typeof privacySchema>

/** A section of the policy: its anchor id, its heading and what it says. */
export type PolicySection = PrivacyPolicy['sections'][number]

/** A piece of a policy section, in reading order: paragraph, list, terms, table or link. */
export type PolicyBlock = PolicySection['blocks'][number]
