// The editor's preview (Decap CMS at /admin/): beside each form, the site's own components
// draw the entry being edited, in the site's stylesheet and fonts, with the facts its texts
// name filled in. What a page shows, the preview shows, in the same markup. Bundled for the
// browser by the editor's build; what it needs from the build (stylesheets, the day,
// the form's settings) is written into the editor's page as JSON.
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'

import { BlogListPage } from '@/components/blog/blog-list-page'
import { PostPage } from '@/components/blog/post-page'
import { CasePage } from '@/components/cases/case-page'
import { CasesListPage } from '@/components/cases/cases-list-page'
import { ContactChannels } from '@/components/contact/contact-channels'
import type { ContactFormProps } from '@/components/contact/contact-form'
import { FaqList } from '@/components/contact/faq-list'
import { Testimonials } from '@/components/home/testimonials'
import { SiteFooter } from '@/components/layout/site-footer'
import { pageViews } from '@/components/page-views.generated'
import { PrivacyPolicy } from '@/components/privacy/privacy-policy'
import { ServicePage } from '@/components/services/service-page'
import type { View, ViewSettings } from '@/components/view'
import { postCrumbs, postFrom } from '@/content/blog'
import { caseCrumbs } from '@/content/cases'
import type { CaseStudy } from '@/content/cases'
import { collections, folders, previewText as text } from '@/content/collections'
import type { CollectionName, FolderName } from '@/content/collections'
import type { Company } from '@/content/company'
import { contactChannels } from '@/content/contact'
import type { Faq } from '@/content/faq'
import { pageContent, textFacts } from '@/content/page-content'
import type { PostData, ServiceData } from '@/content/entry-schemas'
import { dayOf, textPicture } from '@/content/field-kinds'
import { dayInBrasilia, formatLongDate } from '@/lib/format'
import type { Entry as ContentEntry } from '@/content/entries'
import { isSinglePage, pages, routeOf } from '@/content/pages'
import type { DrawnKind, KindContent, PageKind } from '@/content/pages'
import type { SinglePageName } from '@/content/pages'
import { serviceCrumbs, type ServiceLink } from '@/content/services'
import { isScheduled } from '@/content/schedule'
import { siteMeta, TITLE_MAX_LENGTH } from '@/content/seo'
import type { Testimonial } from '@/content/testimonials'
import { factNames } from '@/content/company-schema'
import { adminFieldsOf, publicFolderOf } from '@/editor/config'
import { adminLocale, adminPhrases } from '@/editor/locale'
import { fieldLabel, fillFacts } from '@/lib/data-files/read'

import { batchFolderReads } from './batched-reads'
import { type PublicationSettings, showPublicationStatus } from './publication-status'
import {
  type GetAsset,
  refuseUnusableUploads,
  thumbnailAddress,
  UploadAddress,
  uploadAddresses,
} from './uploads'

/** What the build writes into the editor's page for the preview (`previewSettings`). */
type Settings = {
  stylesheets: string[]
  /** The class of the site's root element, which names its font. */
  rootClass: string
  /** The policy shows the day it last changed; the preview, today: the day an edit goes live. */
  today: string
  /** The address the site is published at, for the search results. */
  siteUrl: string
  form: ContactFormProps
  /** The services' pages, as the build read them: the services page links to each. */
  services: ServiceLink[]
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

/** The entry's texts with the facts they name filled in, as the build does. */
const filled = <T,>(data: unknown) => fillFacts(data, textFacts) as T

/**
 * A form part-way through an edit (a new list entry, a field just emptied) may hold what
 * the page cannot draw; the preview says so and draws again at the next keystroke.
 */
class UntilComplete extends Component<
  { data: unknown; children: ReactNode },
  { failed: boolean; data: unknown }
> {
  override state = { failed: false, data: this.props.data }
  static getDerivedStateFromProps(props: { data: unknown }, state: { data: unknown }) {
    return props.data === state.data ? null : { failed: false, data: props.data }
  }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(error, info.componentStack)
  }
  override render() {
    return this.state.failed ? <p className="pv-note">{text.incomplete}</p> : this.props.children
  }
}

const Badge = () => <span className="pv-badge">{text.example}</span>

/** Above an entry dated later than today (a form not yet dated has no day): the day it goes live. */
const ScheduledNote = ({ published }: { published?: string }) =>
  published && isScheduled({ published }, dayInBrasilia(new Date())) ? (
    <p className="pv-section pv-note">
      {text.scheduled.replace('{day}', formatLongDate(dayOf(published)))}
    </p>
  ) : null

/**
 * The preview of each kind of page: the site's own views of the kinds it draws from their
 * copy, and, for the lists and the privacy policy, whose routes have more to draw, their
 * page with no entries. TypeScript asks for one of each kind (`pageKind`), so a
 * page without one fails the build, not the editor when it starts.
 */
const viewSettings: ViewSettings = {
  form: settings.form,
  services: settings.services,
  preview: true,
}
const drawnPreviews = Object.fromEntries(
  Object.entries(pageViews).map(([kind, view]) => [
    kind,
    (content: never) => (view as View<DrawnKind>)(content, viewSettings),
  ]),
) as { [Kind in DrawnKind]: (content: KindContent<Kind>) => ReactNode }
const kindPreviews: { [Kind in PageKind]: (content: KindContent<Kind>) => ReactNode } = {
  ...drawnPreviews,
  blog: (blog) => (
    <BlogListPage
      intro={blog.hero}
      categories={blog.categories}
      list={{ number: 1, count: 1, posts: [] }}
      listRoute={pages.blog.route}
    />
  ),
  cases: (cases) => <CasesListPage cases={cases} entries={[]} />,
  privacy: (policy) => (
    <article className="container-page max-w-3xl py-14 sm:py-20">
      <PrivacyPolicy policy={policy} lastUpdated={settings.today} />
    </article>
  ),
}

/** Each page's preview: its entry, filled, drawn by the preview of its kind. */
const pagePreviews = Object.fromEntries(
  Object.entries(pages).flatMap(([name, page]) => {
    if (!isSinglePage(page)) return []
    const preview = kindPreviews[page.kind.name] as (content: unknown) => ReactNode
    return [[name, (data: unknown) => preview(filled(data))]]
  }),
) as Record<SinglePageName, (data: unknown) => ReactNode>

/** Each page as a search engine shows it, then the default title, each against the limit. */
function SeoPreview({
  seo: { defaultTitle = '', keywords = [], pages: metas = {} },
}: {
  seo: {
    defaultTitle?: string
    keywords?: string[]
    pages?: Record<string, { title?: string; description?: string }>
  }
}) {
  const result = (field: string, full: string, path?: string, description?: string) => (
    <div key={field} className="pv-result">
      {path && <span className="pv-url">{`${settings.siteUrl}${path}`}</span>}
      <span className="pv-result-title">{full}</span>
      {description && <span className="pv-muted">{description}</span>}
      <span className={full.length > TITLE_MAX_LENGTH ? 'pv-count pv-count-over' : 'pv-count'}>
        {`${field}: ${text.titleLength
          .replace('{count}', String(full.length))
          .replace('{max}', String(TITLE_MAX_LENGTH))}`}
      </span>
    </div>
  )
  return (
    <section className="pv-section">
      {Object.entries(metas).map(([name, meta]) =>
        result(
          pages[name as SinglePageName]?.label ?? name,
          siteMeta.titleTemplate.replace('%s', meta.title ?? ''),
          pages[name as SinglePageName]?.route,
          meta.description,
        ),
      )}
      {result(fieldLabel(collections.seo.schema, ['defaultTitle']), defaultTitle)}
      <ul className="pv-chips">
        {keywords.map((keyword, index) => (
          <li key={index}>{keyword}</li>
        ))}
      </ul>
    </section>
  )
}

/** The facts as the contact page and the footer show them; invented ones are named above. */
function CompanyFacts({ company }: { company: Company }) {
  const contact = pageContent('contact')
  return (
    <>
      {company.examples?.length > 0 && (
        <p className="pv-section pv-note">
          <Badge /> {company.examples.map((name) => factNames[name]).join(', ')}
        </p>
      )}
      <ContactChannels
        className="container-page py-16"
        title={contact.channels.title}
        description={contact.channels.description}
        channels={contactChannels(contact.channels, company)}
      />
      <SiteFooter company={company} />
    </>
  )
}

/** A new entry has no address until it is saved; its preview shows it at this one. */
const unsaved = { slug: 'previa', file: '' }

/**
 * What a new form lacks until it is filled in, so that its preview draws the page from the
 * first field typed rather than waiting for the last.
 */
const blankPost = { author: { name: '', role: '' }, cover: { src: '', alt: '' }, body: '' }
const blankCase = {
  results: [],
  quote: { text: '', author: '', role: '' },
  challenge: '',
  body: '',
}
const blankService = { audience: [], covers: [], steps: [], promises: [], questions: [], body: '' }

/** Every form's preview: the entry's data, filled, to what the site draws with it. */
const previews: Record<CollectionName | FolderName, (data: unknown) => ReactNode> = {
  posts: (data) => {
    const post = postFrom({
      ...blankPost,
      ...filled<PostData>(data),
      ...unsaved,
    } as ContentEntry<PostData>)
    return (
      <>
        <ScheduledNote published={post.published} />
        {post.example && (
          <p className="pv-section pv-note">
            <Badge /> {post.title}
          </p>
        )}
        <PostPage
          post={post}
          blog={pageContent('blog')}
          related={[]}
          crumbs={postCrumbs(post)}
          url={`${settings.siteUrl}${routeOf(pages.post.route, post.slug)}`}
        />
      </>
    )
  },
  caseStudies: (data) => {
    const entry = { ...blankCase, ...filled<CaseStudy>(data), ...unsaved }
    return (
      <>
        <ScheduledNote published={entry.published} />
        {entry.example && (
          <p className="pv-section pv-note">
            <Badge /> {entry.client}
          </p>
        )}
        <CasePage entry={entry} cases={pageContent('cases')} crumbs={caseCrumbs(entry)} />
      </>
    )
  },
  servicePages: (data) => {
    const entry = { ...blankService, ...filled<ServiceData>(data) }
    return (
      <>
        <ScheduledNote published={entry.published} />
        {entry.example && (
          <p className="pv-section pv-note">
            <Badge /> {entry.name}
          </p>
        )}
        <ServicePage
          entry={entry}
          services={pageContent('services')}
          crumbs={serviceCrumbs(entry)}
          about={{ posts: [], cases: [] }}
        />
      </>
    )
  },
  ...pagePreviews,
  testimonials: (data) => {
    const { testimonials = [] } = filled<{ testimonials?: Testimonial[] }>(data)
    const examples = testimonials.filter((testimonial) => testimonial.example)
    return (
      <>
        {examples.length > 0 && (
          <p className="pv-section pv-note">
            <Badge /> {examples.map(({ name }) => name).join(', ')}
          </p>
        )}
        <Testimonials intro={pageContent('home').testimonials} testimonials={testimonials} />
      </>
    )
  },
  faq: (data) => <FaqList faq={filled<Faq>(data)} />,
  seo: (data) => <SeoPreview seo={filled(data)} />,
  company: (data) => <CompanyFacts company={data as Company} />,
}

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

for (const [name, draw] of Object.entries(previews)) {
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
