import { buildContactPayload, payloadFields } from './payload'

describe('buildContactPayload', () => {
  it('holds exactly the five fields the webhook expects, in order', () => {
    const body = buildContactPayload(
      { name: 'Ana', phone: '31999990000', email: 'ana@x.com.br', message: 'Olá, mundo!' },
      'www.horizonteti.com.br',
    )
    expect([...body.keys()]).toEqual(['name', 'phone', 'email', 'message', 'dominio_formulario'])
    expect(payloadFields).toEqual(['name', 'phone', 'email', 'message', 'dominio_formulario'])
    expect(body.get('dominio_formulario')).toBe('www.horizonteti.com.br')
  })

  it('trims again, whoever calls it', () => {
    const body = buildContactPayload(
      { name: ' Ana ', phone: ' 3199999000 ', email: ' a@b.co ', message: ' mensagem ok ' },
      ' localhost ',
    )
    expect([...body.values()]).toEqual(['Ana', '3199999000', 'a@b.co', 'mensagem ok', 'localhost'])
  })

  it('keeps markup, accents, emoji and line breaks exactly as typed', () => {
    const text = '<script>alert("x")</script> Olá! Ação rápida 🚀\nSegunda linha & <b>fim</b>'
    const body = buildContactPayload(
      { name: 'José <b>Ñandú</b>', phone: '+55 31 3555-0100', email: 'jose@x.com', message: text },
      'localhost',
    )
    expect(body.get('name')).toBe('José <b>Ñandú</b>')
    expect(body.get('message')).toBe(text)
  })
})
