// The editor (Decap CMS at /admin/), started: its words, the previews of previews.tsx in the
// site's stylesheet and fonts, the picture block, the image field, the publication bar,
// then Decap with its configuration. Bundled for the browser by the editor's build; what
// it needs from the build (stylesheets, the day, the form's settings) is written into the
// editor's page as JSON.
import { createRoot, type Root } from 'react-dom/client'

import { textPicture } from '@/content/schemas/field-kinds'
import { folders, type FolderName } from '@/content/registry/collections'
import { adminFieldsOf, publicFolderOf } from '@/editor/config'
import { adminLocale, adminPhrases } from '@/editor/locale'

import { batchFolderReads } from './batched-reads'
import { type PreviewSettings, previews, UntilComplete } from './previews'
import { type PublicationSettings, showPublicationStatus } from './publication-status'
import {
  type GetAsset,
  refuseUnusableUploads,
  thumbnailAddress,
  UploadAddress,
  uploadAddresses,
} from './uploads'

/** What the build writes into the editor's page for the preview (`previewSettings`). */
type Settings = PreviewSettings & {
  stylesheets: string[]
  /** The class of the site's root element, which names its font. */
  rootClass: string
  publication: PublicationSettings
  /** Each upload the site publishes, by its address, and its published fallback's. */
  publishedUploads: Record<string, string>
}

type Decap = {
  CMS: {
    init(options?: { config: object }): void
    registerLocale(name: string, phrases: object): void
    registerPreviewStyle(href: string): void
    registerPreviewTemplate(name: string, component: unknown): void
    registerEditorComponent(component: object): void
    getEditorComponents(): { get(id: string): object }
    registerWidget(name: string, control: unknown, preview: unknown, schema: unknown): void
    getWidget(name: string): { control: unknown; preview: unknown; schema: unknown }
  } & Parameters<typeof showPublicationStatus>[0] &
    Parameters<typeof batchFolderReads>[0]
  createClass(spec: object): unknown
  h(type: unknown, props: object | null): unknown
}
type Entry = { get(key: 'data'): { toJS(): unknown } }

const { CMS, createClass, h } = window as unknown as Window & Decap
const settings = JSON.parse(document.getElementById('preview-settings')!.textContent!) as Settings

const previewOf = previews(settings)

// The editor's own words, in Brazilian Portuguese, under the name its configuration asks for.
CMS.registerLocale(adminLocale, adminPhrases)

for (const href of [...settings.stylesheets, 'preview.css']) CMS.registerPreviewStyle(href)

// The Markdown editor's picture block ("Adicionar componente" › "Imagem"), which Decap
// names in English: the same block, with the fields of `textPicture`,
// from the uploads only (the build refuses a picture from elsewhere).
CMS.registerEditorComponent({
  ...CMS.getEditorComponents().get('image'),
  label: textPicture.meta()?.title,
  fields: adminFieldsOf(textPicture).map((field) =>
    field.widget === 'image' ? { ...field, media_library: { allow_multiple: false } } : field,
  ),
})

// A file the site would refuse is refused as it is chosen, wherever it is.
refuseUnusableUploads(window)

// The image field draws its thumbnail from the site: a published upload's fallback.
const image = CMS.getWidget('image')
const thumbnail = thumbnailAddress(settings.publishedUploads)
type FieldGetAsset = (path: string, field: unknown) => { toString(): string }
const thumbnailAssets = new WeakMap<FieldGetAsset, FieldGetAsset>()
/**
 * Decap's `getAsset`, asking for each published upload's fallback instead; always the same
 * one for the same `getAsset`, which the field compares to know whether to draw again.
 */
function withThumbnails(getAsset: FieldGetAsset) {
  if (!thumbnailAssets.has(getAsset)) {
    thumbnailAssets.set(getAsset, (path, field) => getAsset(thumbnail(path), field))
  }
  return thumbnailAssets.get(getAsset)!
}
// Decap's React passes its `ref` on as a prop, which reaches the field's own control.
const ImageControl = (props: { getAsset: FieldGetAsset }) =>
  h(image.control, { ...props, getAsset: withThumbnails(props.getAsset) })
CMS.registerWidget('image', ImageControl, image.preview, image.schema)

for (const [name, draw] of Object.entries(previewOf)) {
  const folder = name in folders ? folders[name as FolderName] : undefined
  /**
   * Decap renders a template with its own React; the site's components render with the
   * site's, into an element of that template, each time the entry changes. The pictures
   * of a post or a case load from where Decap holds them (uploads.ts), which it passes in
   * as `getAsset`.
   */
  const template = createClass({
    componentDidMount(this: { element: HTMLElement; root: Root; paint(): void }) {
      this.root = createRoot(this.element)
      this.paint()
    },
    componentDidUpdate(this: { paint(): void }) {
      this.paint()
    },
    componentWillUnmount(this: { root: Root }) {
      this.root.unmount()
    },
    paint(this: { root: Root; props: { entry: Entry; getAsset: GetAsset } }) {
      const data = this.props.entry.get('data').toJS()
      const address = folder
        ? uploadAddresses(this.props.getAsset, publicFolderOf(folder.media))
        : (src: string) => src
      this.root.render(
        <UploadAddress value={address}>
          <UntilComplete data={data}>{draw(data)}</UntilComplete>
        </UploadAddress>,
      )
    },
    render(this: { element: HTMLElement }) {
      return h('div', {
        className: `pv ${settings.rootClass}`,
        ref: (element: HTMLElement) => {
          this.element = element
        },
      })
    },
  })
  CMS.registerPreviewTemplate(name, template)
}

showPublicationStatus(CMS, settings.publication)
batchFolderReads(CMS)

/**
 * The configuration Decap starts with: config.yml, with the editor's own address as the
 * sign-in's. Decap takes the sign-in window's answer from `base_url` alone, and the window
 * opens where the editor does: the site's Worker, or the preview's at its own address.
 * Decap would merge a part given here into config.yml only when the host serves it as YAML,
 * which nginx does not; the build writes it as JSON, so it is read here and given whole.
 */
async function adminConfiguration() {
  const config = await (await fetch('config.yml')).json()
  // On localhost, `npm run admin` writes through decap-server and signs nobody in.
  const signInAt = location.hostname === 'localhost' ? config.backend.base_url : location.origin
  return { ...config, backend: { ...config.backend, base_url: signInAt }, load_config_file: false }
}

// Decap waits for this script (CMS_MANUAL_INIT): everything it reads when it starts, the
// editor's words first, is registered now. Should config.yml not be read here, Decap
// reads it itself, and says what is wrong.
adminConfiguration().then(
  (config) => CMS.init({ config }),
  () => CMS.init(),
)
