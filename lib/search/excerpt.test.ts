import { excerptParts } from './excerpt'

describe('excerptParts', () => {
  it('splits the matched words from the text around them', () => {
    expect(excerptParts('Fazer um <mark>backup</mark> diário do <mark>backup.</mark>')).toEqual([
      { text: 'Fazer um ', marked: false },
      { text: 'backup', marked: true },
      { text: ' diário do ', marked: false },
      { text: 'backup.', marked: true },
    ])
  })

  it('gives markup written in a page back as the text it was, never as elements', () => {
    expect(
      excerptParts('&lt;script&gt;alert(1)&lt;/script&gt; P&D <mark>&lt;b&gt;</mark>'),
    ).toEqual([
      { text: '<script>alert(1)</script> P&D ', marked: false },
      { text: '<b>', marked: true },
    ])
  })

  it('decodes each entity once', () => {
    expect(excerptParts('&amp;lt; &quot;aspas&quot; &#39;x&#39;')).toEqual([
      { text: `&lt; "aspas" 'x'`, marked: false },
    ])
  })

  it('has no parts for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([])
  })
})
