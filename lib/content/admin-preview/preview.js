// The editor's preview (Decap CMS at /admin/): beside each form, its content drawn in the
// site's fonts, colours and icons, as the staff type, with the facts a text names already
// filled in. A plain browser script that runs after Decap's; what it needs from the site
// (stylesheets, facts, icons, routes) is written into the editor's page when the site is
// built (scripts/lib/admin.mjs). It draws the content, not the pages' exact layout: the
// pages themselves are the site's components.
;(() => {
  const { CMS, h } = window
  const settings = JSON.parse(document.getElementById('preview-settings').textContent)
  for (const href of [...settings.stylesheets, 'preview.css']) CMS.registerPreviewStyle(href)

  /** The text with each `{fact}` it names filled in, as the build does. */
  const fill = (text) =>
    String(text ?? '').replace(/\{(\w+)\}/g, (token, name) => settings.facts[name] ?? token)

  const el = (tag, className, ...children) => h(tag, className ? { className } : null, ...children)
  const keyed = (items, draw) => items.map((item, index) => h('li', { key: index }, draw(item)))
  /** The preview's root, which names the site's font, around its sections. */
  const Preview = (...sections) => el('div', `pv ${settings.rootClass}`, ...sections)
  /** Terms and their explanations, one pair per entry of `items`. */
  const Definitions = (className, items, term, explanation) =>
    el(
      'dl',
      className,
      items.map((item, index) =>
        h(
          'div',
          { key: index },
          el('dt', term.className, fill(item[term.field])),
          el('dd', explanation.className, fill(item[explanation.field])),
        ),
      ),
    )

  function Icon(name, gradient) {
    const node = settings.icons[name]
    if (!node) return null
    const colors = (settings.gradients[gradient] ?? '').split(' ')
    const style = colors.length === 2 ? { backgroundImage: gradientOf(colors) } : undefined
    return h(
      'span',
      { className: gradient ? 'pv-icon pv-icon-filled' : 'pv-icon', style },
      h(
        'svg',
        {
          viewBox: '0 0 24 24',
          fill: 'none',
          stroke: 'currentColor',
          strokeWidth: 2,
          strokeLinecap: 'round',
          strokeLinejoin: 'round',
          'aria-hidden': true,
        },
        node.map(([tag, attributes], index) => h(tag, { key: index, ...attributes })),
      ),
    )
  }

  /** "from-accent-500 to-blue-600" as the CSS gradient it stands for. */
  function gradientOf(classes) {
    const [from, to] = classes.map((name) => `var(--color-${name.replace(/^(from|to)-/, '')})`)
    return `linear-gradient(to bottom right, ${from}, ${to})`
  }

  const Button = (label, tone) => el('span', `pv-button pv-button-${tone}`, fill(label))
  const Checks = (items) =>
    el(
      'ul',
      'pv-checks',
      keyed(items, (item) => fill(item)),
    )

  function Card(item, { number, linkLabel } = {}) {
    return el(
      'div',
      'pv-card',
      number !== undefined ? el('span', 'pv-number', number) : Icon(item.icon, item.gradient),
      el('h3', 'pv-h3', fill(item.title)),
      el('p', 'pv-muted', fill(item.description)),
      item.features && Checks(item.features),
      item.cta && Button(item.cta, 'primary'),
      linkLabel && el('span', 'pv-link', fill(linkLabel), ' →'),
    )
  }

  /** A list of the page's content, drawn by what its entries hold. */
  function List(items, key, group) {
    if (items.every((item) => typeof item === 'string')) return Checks(items)
    if (items.every((item) => 'value' in item)) {
      return el(
        'ul',
        'pv-stats',
        keyed(items, (item) =>
          el('div', null, el('strong', null, fill(item.value)), el('span', null, fill(item.label))),
        ),
      )
    }
    if (items.every((item) => 'period' in item)) {
      return el(
        'ol',
        'pv-timeline',
        keyed(items, (item) =>
          el(
            'div',
            null,
            el('span', 'pv-eyebrow', fill(item.period)),
            el('h3', 'pv-h3', fill(item.title)),
            el('p', 'pv-muted', fill(item.description)),
          ),
        ),
      )
    }
    const numbered = key === 'steps'
    return el(
      numbered ? 'ol' : 'ul',
      'pv-cards',
      items.map((item, index) =>
        h(
          'li',
          { key: index },
          Card(item, {
            number: numbered ? index + 1 : undefined,
            linkLabel: group.cardLinkLabel,
          }),
        ),
      ),
    )
  }

  const buttons = { cta: 'primary', primaryCta: 'primary', primary: 'primary' }
  const secondary = ['secondaryCta', 'secondary']

  /** A group of a page's file (a section), its fields in the order of the form. */
  function Group(group, hero) {
    return Object.entries(group).map(([key, value]) => {
      const content = (() => {
        if (Array.isArray(value)) return List(value, key, group)
        if (value && typeof value === 'object') return Group(value, hero)
        if (key === 'cardLinkLabel') return null
        if (key in buttons) return Button(value, 'primary')
        if (secondary.includes(key)) return Button(value, 'secondary')
        if (key === 'eyebrow') return el('p', 'pv-eyebrow', fill(value))
        if (key === 'title') return el(hero ? 'h1' : 'h2', hero ? 'pv-h1' : 'pv-h2', fill(value))
        if (key.endsWith('Title')) return el('h3', 'pv-h3', fill(value))
        return el('p', 'pv-lead', fill(value))
      })()
      return h('div', { key, className: 'pv-part' }, content)
    })
  }

  /** A page's file: its first group is the page's opening, the rest its sections. */
  function PagePreview({ entry }) {
    const data = entry.get('data').toJS()
    return Preview(
      Object.entries(data).map(([key, group], index) =>
        h(
          'section',
          { key, className: index === 0 ? 'pv-section pv-hero' : 'pv-section' },
          Group(group, index === 0),
        ),
      ),
    )
  }

  function TestimonialsPreview({ entry }) {
    const { testimonials = [] } = entry.get('data').toJS()
    return Preview(
      el(
        'section',
        'pv-section',
        el(
          'ul',
          'pv-cards',
          keyed(testimonials, (item) =>
            el(
              'figure',
              'pv-card',
              item.example && el('span', 'pv-badge', settings.text.example),
              el('blockquote', 'pv-quote', `“${fill(item.quote)}”`),
              el(
                'figcaption',
                'pv-person',
                el('span', 'pv-initial', item.initial),
                el('span', null, el('strong', null, fill(item.name)), el('br'), fill(item.role)),
              ),
            ),
          ),
        ),
      ),
    )
  }

  function FaqPreview({ entry }) {
    const { title, description, items = [], note } = entry.get('data').toJS()
    return Preview(
      el(
        'section',
        'pv-section',
        el('h2', 'pv-h2', fill(title)),
        el('p', 'pv-lead', fill(description)),
        Definitions(
          'pv-faq',
          items,
          { field: 'question', className: 'pv-h3' },
          { field: 'answer', className: 'pv-muted' },
        ),
        el('p', 'pv-muted', fill(note)),
      ),
    )
  }

  function PolicyBlock(block) {
    switch (block.kind) {
      case 'paragraph':
        return el('p', null, fill(block.text))
      case 'list':
        return el('ul', 'pv-bullets', keyed(block.items ?? [], fill))
      case 'terms':
        return Definitions('pv-terms', block.items ?? [], { field: 'term' }, { field: 'text' })
      case 'table':
        return el(
          'div',
          'pv-table',
          el(
            'table',
            null,
            el('caption', null, fill(block.caption)),
            el(
              'thead',
              null,
              el(
                'tr',
                null,
                (block.head ?? []).map((cell, index) => h('th', { key: index }, fill(cell))),
              ),
            ),
            el(
              'tbody',
              null,
              (block.rows ?? []).map((row, index) =>
                h(
                  'tr',
                  { key: index },
                  (row.cells ?? []).map((cell, column) =>
                    h(column === 0 ? 'th' : 'td', { key: column }, fill(cell)),
                  ),
                ),
              ),
            ),
          ),
        )
      case 'link':
        return el(
          'p',
          null,
          fill(block.text),
          ' ',
          h('a', { className: 'pv-inline-link', href: fill(block.href) }, fill(block.label)),
          '.',
        )
      default:
        return null
    }
  }

  function PrivacyPreview({ entry }) {
    const policy = entry.get('data').toJS()
    const sections = policy.sections ?? []
    return Preview(
      el(
        'article',
        'pv-section pv-article',
        el('h1', 'pv-h1', fill(policy.title)),
        el('p', 'pv-muted', fill(policy.lastUpdatedLabel), ' ', settings.today),
        el('p', 'pv-lead', fill(policy.intro)),
        el(
          'nav',
          'pv-contents',
          el('h2', 'pv-h3', fill(policy.contentsTitle)),
          el(
            'ol',
            null,
            keyed(sections, (section) => fill(section.title)),
          ),
        ),
        sections.map((section, index) =>
          h(
            'section',
            { key: index, className: 'pv-part' },
            el('h2', 'pv-h2', fill(section.title)),
            (section.blocks ?? []).map((block, at) =>
              h('div', { key: at, className: 'pv-block' }, PolicyBlock(block)),
            ),
          ),
        ),
      ),
    )
  }

  /**
   * Each page as a search result: its address, its whole title (the company's name added)
   * and its summary, then the default title, each with its length against the limit.
   */
  function SeoPreview({ entry }) {
    const { defaultTitle, keywords = [], pages = {} } = entry.get('data').toJS()
    const result = ({ name, full, path, description }) =>
      el(
        'div',
        'pv-result',
        path && el('span', 'pv-url', `${settings.siteUrl}${path}`),
        el('span', 'pv-result-title', full),
        description && el('span', 'pv-muted', fill(description)),
        el(
          'span',
          full.length > settings.titleMax ? 'pv-count pv-count-over' : 'pv-count',
          `${name}: ${settings.text.titleLength
            .replace('{count}', full.length)
            .replace('{max}', settings.titleMax)}`,
        ),
      )
    return Preview(
      el(
        'section',
        'pv-section',
        Object.entries(pages).map(([name, page]) =>
          h(
            'div',
            { key: name },
            result({
              name: settings.titleNames[name],
              full: `${fill(page.title)}${settings.titleSuffix}`,
              path: settings.paths[name],
              description: page.description,
            }),
          ),
        ),
        result({ name: settings.titleNames.defaultTitle, full: fill(defaultTitle) }),
        el('ul', 'pv-chips', keyed(keywords, fill)),
      ),
    )
  }

  /** The facts as the footer and the contact page show them; invented ones are marked. */
  function CompanyPreview({ entry }) {
    const company = entry.get('data').toJS()
    const examples = new Set(company.examples ?? [])
    /** A line of facts, marked when any of `names` is still an invented example. */
    const fact = (names, ...value) =>
      el(
        'p',
        null,
        ...value,
        names.some((name) => examples.has(name)) && el('span', 'pv-badge', settings.text.example),
      )
    const { address = {}, privacyOfficer = {} } = company
    return Preview(
      el(
        'section',
        'pv-section pv-hero',
        el('h1', 'pv-h1', company.name),
        el('p', 'pv-lead', company.description),
      ),
      el(
        'section',
        'pv-section pv-facts',
        fact(['phone'], Icon('phone'), company.phone),
        fact(['whatsapp'], Icon('whatsapp'), company.whatsapp),
        fact(['email'], Icon('mail'), company.email),
        fact(
          ['address'],
          Icon('map-pin'),
          `${address.street} – ${address.district}, ${address.city} – ${address.state}, CEP ${address.postalCode}`,
        ),
        el('p', 'pv-muted', company.businessHours),
        fact(
          ['privacyOfficer.name', 'privacyOfficer.email'],
          `${privacyOfficer.name} · `,
          privacyOfficer.email,
        ),
        fact(
          ['legalName', 'cnpj'],
          `© ${company.copyrightYear} ${company.name}. ${company.legalName} · CNPJ ${company.cnpj}`,
        ),
      ),
    )
  }

  const templates = {
    home: PagePreview,
    about: PagePreview,
    services: PagePreview,
    contact: PagePreview,
    testimonials: TestimonialsPreview,
    faq: FaqPreview,
    privacy: PrivacyPreview,
    seo: SeoPreview,
    company: CompanyPreview,
  }
  for (const [name, template] of Object.entries(templates)) {
    CMS.registerPreviewTemplate(name, template)
  }
})()
