import type { PolicyBlock } from '@/content/company/privacy'
import { cx } from '@/lib/format'

const linkClass = 'font-semibold text-accent-800 underline underline-offset-4 hover:text-ink-900'

type TableBlock = Extract<PolicyBlock, { kind: 'table' }>

/**
 * A policy table. More than two columns do not fit a 335 px phone column: such a table
 * scrolls sideways, in a region that takes keyboard focus so it scrolls without a pointer,
 * and gives its row names (cookie names) room to read whole, breaking only where a name has
 * a hyphen or a space ("iFrameConversationId-<ID do assistente>"). Two columns fit and wrap.
 */
function PolicyTable({ block }: { block: TableBlock }) {
  const wide = block.head.length > 2
  const table = (
    <table className={cx('w-full border-collapse text-left text-sm', wide && 'min-w-xl')}>
      <caption className="mb-2 text-left font-semibold text-ink-900">{block.caption}</caption>
      <thead>
        <tr className="border-b-2 border-ink-200">
          {block.head.map((cell) => (
            <th key={cell} scope="col" className="py-2 pr-4 font-semibold text-ink-900">
              {cell}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {block.rows.map(({ cells: [name, ...cells] }) => (
          <tr key={name} className="border-b border-ink-100 align-top">
            <th
              scope="row"
              className={cx('py-2 pr-4 font-medium text-ink-900', wide && 'min-w-44')}
            >
              {name}
            </th>
            {cells.map((cell) => (
              <td key={cell} className="py-2 pr-4 text-ink-700">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
  if (!wide) return table
  return (
    <section
      aria-label={block.caption}
      tabIndex={0}
      className="-mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0"
    >
      {table}
    </section>
  )
}

/** One piece of a policy section: a paragraph, a list, labelled paragraphs, a table or a link. */
export function PolicyBlockView({ block }: { block: PolicyBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return <p className="text-ink-700">{block.text}</p>
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 text-ink-700 marker:text-accent-700">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'terms':
      return (
        <dl className="space-y-4">
          {block.items.map((item) => (
            <div key={item.term}>
              <dt className="font-semibold text-ink-900">{item.term}</dt>
              <dd className="text-ink-700">{item.text}</dd>
            </div>
          ))}
        </dl>
      )
    case 'table':
      return <PolicyTable block={block} />
    case 'link':
      return (
        <p className="text-ink-700">
          {block.text}{' '}
          <a href={block.href} className={`${linkClass} wrap-anywhere`}>
            {block.label}
          </a>
          .
        </p>
      )
  }
}
