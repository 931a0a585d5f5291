import { formatMegabytes } from '@/lib/format'
import { MAX_UPLOAD_BYTES } from '@/lib/images/variants'

import { uploadProblem } from './uploads'

describe('uploadProblem', () => {
  it('takes a JPEG, PNG or WebP up to the cap, whatever the case of its extension', () => {
    for (const name of ['capa.jpg', 'Capa.JPEG', 'logo.png', 'foto.webp']) {
      expect(uploadProblem(name, MAX_UPLOAD_BYTES)).toBeUndefined()
    }
  })

  it('refuses another format by its extension, and a file past the cap, naming both sizes', () => {
    expect(uploadProblem('animacao.gif', 1000)).toMatch(/^formato não aceito \(\.gif\)/)
    expect(uploadProblem('LEIAME', 1000)).toMatch(/^formato não aceito \(sem extensão\)/)
    const problem = uploadProblem('celular.jpg', MAX_UPLOAD_BYTES + 1)!
    expect(problem).toMatch(/^arquivo grande demais/)
    expect(problem).toContain(formatMegabytes(MAX_UPLOAD_BYTES + 1))
    expect(problem).toContain(formatMegabytes(MAX_UPLOAD_BYTES))
  })
})
