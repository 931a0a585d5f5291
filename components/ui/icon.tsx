import type { IconNode } from 'lucide'
import { createElement } from 'react'
import type { SVGProps } from 'react'

import { contentIcons } from './content-icons'

import type { IconName } from '@/content/schemas/card-options'

type SvgProps = Omit<SVGProps<SVGSVGElement>, 'children'>

/**
 * A decorative Lucide icon, drawn as plain SVG and hidden from assistive technology. The
 * shapes come from `lucide`, the framework-free package: lucide-react's icons are client
 * components, so each one would ship its renderer and hydrate just to show a picture.
 */
export function Icon({ node, ...props }: { node: IconNode } & SvgProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  )
}

/** The icon a piece of content names (services, features, contact channels). */
export function ContentIcon({ name, ...props }: { name: IconName } & SvgProps) {
  return <Icon node={contentIcons[name]} {...props} />
}
