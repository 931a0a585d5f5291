import type { Heading, Nodes, Root } from 'mdast'
import { toString } from 'mdast-util-to-string'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

import { slugify } from './format'
import { isUpload } from './images/variants'

/**
 * The Markdown the staff write in the editor (a post's text, a case's challenge and
 * solution), read the one way the page renders it: CommonMark with GitHub's tables. The
 * same tree gives the page its outline and reading time, and the build its checks.
 */

const parser = unified().use(remarkParse).use(remarkGfm)

export function parseMarkdown(markdown: string): Root {
  return parser.parse(markdown)
}

/** Every node of the tree, depth first, in document order. */
export function* nodesOf(node: Nodes): Generator<Nodes> {
  yield node
  if ('children' in node) for (const child of node.children) yield* nodesOf(child)
}

/** A section of the text, as the table of contents lists it. */
export type OutlineItem = { depth: 2 | 3; text: string; id: string }

/**
 * The text's sections (`##`) and subsections (`###`), each with a unique anchor: a second
 * "Conclusão" becomes `conclusao-2`.
 */
export function outline(tree: Root): OutlineItem[] {
  const seen = new Map<string, number>()
  return [...nodesOf(tree)]
    .filter((node): node is Heading => node.type === 'heading' && node.depth <= 3)
    .filter((node) => node.depth > 1)
    .map((node) => {
      const text = toString(node)
      const base = slugify(text) || 'secao'
      const count = (seen.get(base) ?? 0) + 1
      seen.set(base, count)
      return { depth: node.depth as 2 | 3, text, id: count === 1 ? base : `${base}-${count}` }
    })
}

/**
 * A remark plugin that gives each section heading the anchor `outline` lists for it, so
 * the table of contents and the headings agree.
 */
export function remarkHeadingIds() {
  return (tree: Root) => {
    const items = outline(tree)
    const headings = [...nodesOf(tree)].filter(
      (node): node is Heading => node.type === 'heading' && node.depth > 1 && node.depth <= 3,
    )
    headings.forEach((heading, index) => {
      heading.data = { ...heading.data, hProperties: { id: items[index]!.id } }
    })
  }
}

/**
 * A remark plugin that moves every heading one level down, for a text that sits under a
 * heading of the page's own: a case's challenge and solution, whose "Heading 2" sections
 * belong to "A solução". After remarkHeadingIds, so the anchors stay those of `outline`.
 */
export function remarkNestHeadings() {
  return (tree: Root) => {
    for (const node of nodesOf(tree)) {
      if (node.type === 'heading') node.depth = Math.min(6, node.depth + 1) as Heading['depth']
    }
  }
}

/** How many words a reader goes through. */
export function wordCount(tree: Root): number {
  let words = 0
  for (const node of nodesOf(tree)) {
    if (node.type === 'text' || node.type === 'inlineCode') {
      words += node.value.split(/\s+/).filter(Boolean).length
    }
  }
  return words
}

/** Minutes to read `words` at an unhurried 200 words a minute, at least one. */
export const readingMinutes = (words: number) => Math.max(1, Math.round(words / 200))

/**
 * What in a text the site will not publish, in Portuguese for the staff: a picture with no
 * alternative text or from outside the editor's uploads, a level-one heading (the page's
 * title is its one), raw HTML.
 */
export function markdownProblems(markdown: string): string[] {
  const problems: string[] = []
  for (const node of nodesOf(parseMarkdown(markdown))) {
    if (node.type === 'image') {
      if (!node.alt?.trim()) {
        problems.push(
          `a imagem ${node.url} não tem texto alternativo: escreva o que ela mostra (no editor, “Texto alternativo”; no texto, entre os colchetes de ![…](${node.url}))`,
        )
      }
      if (!isUpload(node.url)) {
        problems.push(
          `a imagem ${node.url} não foi enviada pelo editor: envie-a com o botão de imagem, para o site preparar os tamanhos dela`,
        )
      }
    } else if (node.type === 'heading' && node.depth === 1) {
      problems.push(
        `o título “${toString(node)}” é de nível 1, que é o do título da página: use “Título nível 2” (##) para as seções`,
      )
    } else if (node.type === 'html') {
      problems.push(`tem código HTML (${node.value.slice(0, 40)}): use só a formatação do editor`)
    }
  }
  return problems
}
