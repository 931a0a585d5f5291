import { formatMegabytes } from '@/lib/format'
import { MAX_UPLOAD_BYTES, UPLOAD_EXTENSIONS, WIDTHS } from '@/lib/images/variants'

/**
 * What keeps the file `name` of `bytes` from being an upload, in Portuguese for the staff,
 * or nothing: a format the image step does not read, or a file past the cap. The editor says
 * it when the file is chosen, the image step when it finds one in the folders.
 */
export function uploadProblem(name: string, bytes: number): string | undefined {
  const extension = /\.[^./]*$/.exec(name)?.[0].toLowerCase()
  if (!(UPLOAD_EXTENSIONS as readonly (string | undefined)[]).includes(extension)) {
    return `formato não aceito (${extension ?? 'sem extensão'}); envie JPEG, PNG ou WebP`
  }
  if (bytes > MAX_UPLOAD_BYTES) {
    return (
      `arquivo grande demais (${formatMegabytes(bytes)}; o limite é de ` +
      `${formatMegabytes(MAX_UPLOAD_BYTES)}): para o site, ${WIDTHS.at(-1)!.toLocaleString('pt-BR')} ` +
      'pixels de largura bastam; reduza a imagem e envie de novo'
    )
  }
  return undefined
}
