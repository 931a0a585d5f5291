import { uploadProblem } from '@/content/entries/uploads'
import { MAX_UPLOAD_BYTES } from '@/lib/images/variants'

import { uploadRefusal } from './locale'
import { refusedUpload, thumbnailAddress } from './uploads'

describe('refusedUpload', () => {
  it('lets through a JPEG, PNG or WebP up to the cap', () => {
    expect(
      refusedUpload([
        { name: 'capa.jpg', size: MAX_UPLOAD_BYTES },
        { name: 'logo.PNG', size: 8_000 },
        { name: 'foto.webp', size: 1 },
      ]),
    ).toBeUndefined()
  })

  it('names each file the site would refuse, with the build’s own reason', () => {
    const files = [
      { name: 'capa.jpg', size: 60_000 },
      { name: 'celular.jpg', size: MAX_UPLOAD_BYTES + 1 },
      { name: 'IMG_0001.HEIC', size: 2_000_000 },
    ]
    expect(refusedUpload(files)!.split('\n')).toEqual([
      uploadRefusal.heading,
      `celular.jpg: ${uploadProblem('celular.jpg', MAX_UPLOAD_BYTES + 1)}.`,
      `IMG_0001.HEIC: ${uploadProblem('IMG_0001.HEIC', 2_000_000)}.`,
      uploadRefusal.reassurance,
    ])
  })
})

describe('thumbnailAddress', () => {
  it('shows a published upload by its fallback, and leaves any other address alone', () => {
    const thumbnail = thumbnailAddress({
      '/images/blog/capa.jpg': '/images/generated/blog/capa-c813eebac1-1600.jpg',
    })
    expect(thumbnail('/images/blog/capa.jpg')).toBe(
      '/images/generated/blog/capa-c813eebac1-1600.jpg',
    )
    expect(thumbnail('/images/blog/rascunho.jpg')).toBe('/images/blog/rascunho.jpg')
    expect(thumbnail('toString')).toBe('toString')
  })
})
