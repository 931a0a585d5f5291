// The editor's previews: beside each form, the site's own views draw the entry being edited,
// with the facts its texts name filled in. What a page shows, the preview shows, in the
// same markup; the few notes above it (an example, a day to come) are the preview's own.
import { Component, type ErrorInfo, type ReactNode } from 'react'

import { ContactChannels } from '@/components/contact/contact-channels'
import { FaqList } from '@/components/contact/faq-list'
import { Testimonials } from '@/components/home/testimonials'
import { SiteFooter } from '@/components/layout/site-footer'
import type { Drawn, View, ViewSettings } from '@/components/view'
import { views } from '@/components/views'
import { postFrom } from '@/content/entries/blog'
import { collections, folders, previewText as text } from '@/content/registry/collections'
import type { CollectionName, FolderName } from '@/content/registry/collections'
import type { Company } from '@/content/company/company'
import { factNames } from '@/content/schemas/company-schema'
import { contactChannels } from '@/content/company/contact'
import type { Entry } from '@/content/entries/entries'
import type { PostData } from '@/content/schemas/entry-schemas'
import type { Faq } from '@/content/company/faq'
import { dayOf } from '@/content/schemas/field-kinds'
import { pageContent, textFacts } from '@/content/registry/page-content'
import { isSinglePage, pages, type PageKind, type SinglePageName } from '@/content/registry/pages'
import { isScheduled } from '@/content/entries/schedule'
import { siteMeta, TITLE_MAX_LENGTH } from '@/content/registry/seo'
import type { Testimonial } from '@/content/company/testimonials'
import { blankOf } from '@/lib/data-files/blank'
import { fieldLabel, fillFacts } from '@/lib/data-files/read'
import { dayInBrasilia, formatLongDate } from '@/lib/format'

/** What the previews take from what the build writes into the editor's page. */
export type PreviewSettings = Omit<ViewSettings, 'policyUpdated' | 'preview'> & {
  /** The policy shows the day it last changed; the preview, today: the day an edit goes live. */
  today: string
}

/** The entry's texts with the facts they name filled in, as the build does. */
const filled = <T,>(data: unknown) => fillFacts(data, textFacts) as T

/**
 * A form part-way through an edit (a new list entry, a field just emptied) may hold what
 * the page cannot draw; the preview says so and draws again at the next keystroke.
 */
export class UntilComplete extends Component<
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

/** Each page as a search engine shows it, then the default title, each against the limit. */
function SeoPreview({
  siteUrl,
  seo: { defaultTitle = '', keywords = [], pages: metas = {} },
}: {
  siteUrl: string
  seo: {
    defaultTitle?: string
    keywords?: string[]
    pages?: Record<string, { title?: string; description?: string }>
  }
}) {
  const result = (field: string, full: string, path?: string, description?: string) => (
    <div key={field} className="pv-result">
      {path && <span className="pv-url">{`${siteUrl}${path}`}</span>}
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
 * The preview of a folder's entry: its form over a blank of its schema (so that its page
 * draws from the first field typed, not the last), as the site reads it, drawn by its view,
 * under the day it goes live if that is later and a note if it is an example.
 */
function entryPreview<Content extends { published?: string; example?: boolean }>(
  folder: FolderName,
  {
    entryOf,
    draw,
    nameOf,
  }: {
    entryOf: (form: Entry<never>) => Content
    draw: (entry: Content) => ReactNode
    nameOf: (entry: Content) => string
  },
) {
  const blank = blankOf(folders[folder].schema) as object
  return function preview(data: unknown) {
    const entry = entryOf({ ...blank, ...filled<object>(data), ...unsaved } as Entry<never>)
    return (
      <>
        <ScheduledNote published={entry.published} />
        {entry.example && (
          <p className="pv-section pv-note">
            <Badge /> {nameOf(entry)}
          </p>
        )}
        {draw(entry)}
      </>
    )
  }
}

/** Every form's preview, by collection and folder: the entry's data, filled, drawn. */
export function previews(
  settings: PreviewSettings,
): Record<CollectionName | FolderName, (data: unknown) => ReactNode> {
  const viewSettings: ViewSettings = {
    form: settings.form,
    services: settings.services,
    siteUrl: settings.siteUrl,
    policyUpdated: () => settings.today,
    preview: true,
  }
  /** A page of the registry: its copy, filled, drawn by the view of its kind. */
  const pagePreviews = Object.fromEntries(
    Object.entries(pages).flatMap(([name, page]) => {
      if (!isSinglePage(page)) return []
      const view = views[page.kind.name as PageKind] as View<PageKind>
      return [[name, (data: unknown) => view(filled(data), viewSettings)]]
    }),
  ) as Record<SinglePageName, (data: unknown) => ReactNode>

  return {
    posts: entryPreview('posts', {
      entryOf: (form) => postFrom(form as Entry<PostData>),
      draw: (post) => views.post(post, viewSettings),
      nameOf: (post) => post.title,
    }),
    caseStudies: entryPreview('caseStudies', {
      entryOf: (form) => form as Drawn['case'],
      draw: (entry) => views.case(entry, viewSettings),
      nameOf: (entry) => entry.client,
    }),
    servicePages: entryPreview('servicePages', {
      entryOf: (form) => form as Drawn['service'],
      draw: (entry) => views.service(entry, viewSettings),
      nameOf: (entry) => entry.name,
    }),
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
    seo: (data) => <SeoPreview siteUrl={settings.siteUrl} seo={filled(data)} />,
    company: (data) => <CompanyFacts company={data as Company} />,
  }
}
