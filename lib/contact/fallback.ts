import { wellFormed } from './well-formed'

/**
 * The links that carry a message the webhook refused to the company's other channels:
 * WhatsApp's click-to-chat and an e-mail, the text already written. Some mail programs and
 * phones refuse a link longer than about 2,000 characters, so a long message is cut, at a
 * word, to fit every link made; the caller says so to the visitor.
 */

/** The longest link either carries. */
export const FALLBACK_LINK_MAX = 2000

type Channels<T> = { whatsapp: T; email: T }

export type FallbackLinks = Partial<Channels<string>> & {
  /**
   * The company's addresses alone, with nothing the visitor typed: what a link may show
   * in its `href`, where anything that reads the page's links (a tag manager measuring
   * clicks) finds it.
   */
  bare: Partial<Channels<string>>
  shortened: boolean
}

/** The links of the channels given, each left out when its address is. */
export function fallbackLinks({
  text,
  whatsappDigits,
  email,
  subject,
  max = FALLBACK_LINK_MAX,
}: {
  text: string
  /** The company's WhatsApp number, digits only, with the country code. */
  whatsappDigits?: string
  email?: string
  subject: string
  max?: number
}): FallbackLinks {
  const bare = {
    ...(whatsappDigits && { whatsapp: `https://wa.me/${whatsappDigits}` }),
    ...(email && { email: `mailto:${email}` }),
  }
  const links = (text: string) => {
    // An unpaired surrogate, which no URL can carry, goes as U+FFFD rather than throwing.
    const body = encodeURIComponent(wellFormed(text))
    return {
      ...(bare.whatsapp && { whatsapp: `${bare.whatsapp}?text=${body}` }),
      ...(bare.email && {
        email: `${bare.email}?subject=${encodeURIComponent(subject)}&body=${body}`,
      }),
    }
  }
  const fits = (body: string) => Object.values(links(body)).every((link) => link.length <= max)
  if (fits(text)) return { ...links(text), bare, shortened: false }
  // The longest start of the text, cut at a space, that fits with its ellipsis; counted in
  // characters, not UTF-16 units, so that no emoji is cut in half (which no link can carry).
  const characters = Array.from(text)
  const start = (count: number) => characters.slice(0, count).join('')
  let low = 0
  let high = characters.length
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (fits(`${start(middle)}…`)) low = middle
    else high = middle - 1
  }
  const cut = start(low)
  const atWord = cut.lastIndexOf(' ') > cut.length / 2 ? cut.slice(0, cut.lastIndexOf(' ')) : cut
  return { ...links(`${atWord.trimEnd()}…`), bare, shortened: true }
}
