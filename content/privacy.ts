import { CONSENT_STORAGE_KEY } from '@/lib/consent'
import { readContent } from '@/lib/content/read'
import { DRAFT_STORAGE_KEY } from '@/lib/contact/draft'
import { SESSION_STORAGE_KEY } from '@/lib/contact/session'

import { collections } from './collections'
import { factValues } from './company'
import data from './data/privacy.json'
import type { StorageToken } from './fields'

/**
 * The names the site stores in the visitor's browser under, as the policy's cookie table
 * repeats them (`{chaveConsentimento}`…): read from the code that stores them, so the
 * table always shows the names in use.
 */
export const storageValues = {
  chaveConsentimento: CONSENT_STORAGE_KEY,
  chaveSessao: SESSION_STORAGE_KEY,
  chaveRascunho: DRAFT_STORAGE_KEY,
} as const satisfies Record<StorageToken, string>

const policy = readContent(collections.privacy, data, { ...factValues, ...storageValues })

/** A piece of a policy section, in reading order. */
export type PolicyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[] }
  /** Labelled paragraphs: one per source of data, per purpose… */
  | { kind: 'terms'; items: readonly { term: string; text: string }[] }
  | {
      kind: 'table'
      caption: string
      head: readonly string[]
      /** Each row's cells, one per column; the first names the row. */
      rows: readonly (readonly string[])[]
    }
  /** A sentence that ends in a link: "Escreva para <e-mail>." */
  | { kind: 'link'; text: string; label: string; href: string }

/** A section of the privacy policy: a heading and what it says. */
export type PolicySection = {
  /** Anchor id of the section, for the table of contents and links from other pages. */
  id: string
  title: string
  blocks: readonly PolicyBlock[]
}

/**
 * The privacy policy (LGPD, Lei nº 13.709/2018): content/data/privacy.json, edited at
 * /admin/ or by hand. It must describe what the site really does: every new form field,
 * storage key, vendor or analytics tag changes a section there.
 */
export const privacyPolicy = {
  ...policy,
  sections: policy.sections.map(({ blocks, ...section }): PolicySection => ({
    ...section,
    blocks: blocks.map((block) =>
      block.kind === 'table' ? { ...block, rows: block.rows.map(({ cells }) => cells) } : block,
    ),
  })),
}
