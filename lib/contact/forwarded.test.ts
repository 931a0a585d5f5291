import { MESSAGE_ID_FIELD, ORIGIN_FIELD, PREVIEW_ORIGIN } from '@/lib/worker-routes'

import { forwardedPayload } from './forwarded'
import { payloadFields } from './payload'

const message = {
  name: 'Ana',
  phone: '31999990000',
  email: 'ana@x.com.br',
  message: 'Olá, mundo!',
  id: 'a1b2',
  formHost: 'www.horizonteti.com.br',
}

it("gives the automation the form's fields and the message's id, and nothing else, from the site", () => {
  const body = forwardedPayload({ ...message, origin: 'site' })
  expect([...body.keys()]).toEqual([...payloadFields, MESSAGE_ID_FIELD])
  expect(body.get(MESSAGE_ID_FIELD)).toBe('a1b2')
  expect(body.get('dominio_formulario')).toBe('www.horizonteti.com.br')
})

it('marks a message the preview took in as coming from it', () => {
  const body = forwardedPayload({ ...message, origin: PREVIEW_ORIGIN })
  expect([...body.keys()]).toEqual([...payloadFields, MESSAGE_ID_FIELD, ORIGIN_FIELD])
  expect(body.get(ORIGIN_FIELD)).toBe(PREVIEW_ORIGIN)
})
