/**
 * `text` with each unpaired UTF-16 surrogate (half an emoji, left by a broken paste or an
 * editor that deleted the other half) replaced by U+FFFD, as `String.prototype.toWellFormed`
 * does and as a browser encodes it in a form it posts; `encodeURIComponent` throws on one.
 * A pattern rather than `toWellFormed`, which Firefox has only from 119: the site's scripts
 * are built for Firefox 111 on (Next's defaults).
 */
export const wellFormed = (text: string) => text.replace(/\p{Cs}/gu, '\uFFFD')
