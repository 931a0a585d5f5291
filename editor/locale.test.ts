import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { runInNewContext } from 'node:vm'

import type { Phrases } from './locale'
import { adminPhrases } from './locale'

/**
 * One of Decap's locales as the installed decap-cms-locales ships it: an ES module of one
 * object, which Jest's CommonJS cannot import, evaluated here as the object alone.
 */
function decapLocale(name: string): Phrases {
  const packageDir = path.dirname(
    createRequire(require.resolve('decap-cms-app')).resolve('decap-cms-locales/package.json'),
  )
  const source = readFileSync(path.join(packageDir, 'dist/esm', name, 'index.js'), 'utf8')
  const [, objectName] = /export default (\w+);\s*$/.exec(source)!
  return runInNewContext(source.replace(/export default \w+;\s*$/, objectName!)) as Phrases
}

/** Every message of a locale, by its dotted key. */
function messages(phrases: Phrases, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(phrases).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[prefix + key, value]]
        : [...messages(value, `${prefix}${key}.`)],
    ),
  )
}

/** The `%{name}` placeholders of a message, sorted. */
const placeholders = (message: string) => (message.match(/%\{\w+\}/g) ?? []).sort()

const english = messages(decapLocale('en'))
const portuguese = messages(decapLocale('pt'))
const ours = messages(adminPhrases)

describe('the editor’s words', () => {
  it('have every message of Decap’s, so that none shows in English, and none it lacks', () => {
    // Decap's Portuguese misses some of its English ones; those are written in here.
    expect([...english.keys()].filter((key) => !portuguese.has(key)).length).toBeGreaterThan(0)
    expect([...ours.keys()].sort()).toEqual([...english.keys()].sort())
  })

  it('keep each placeholder Decap fills in, no more and no fewer', () => {
    for (const [key, message] of ours) {
      expect({ key, placeholders: placeholders(message) }).toEqual({
        key,
        placeholders: placeholders(english.get(key)!),
      })
      if (portuguese.has(key)) {
        expect({ key, placeholders: placeholders(message) }).toEqual({
          key,
          placeholders: placeholders(portuguese.get(key)!),
        })
      }
    }
  })

  it('name a field in quotes and never agree with it, whatever its gender or number', () => {
    const withLabel = [...ours.values()].filter((message) => message.includes('%{fieldLabel}'))
    expect(withLabel.length).toBeGreaterThan(10)
    for (const message of withLabel) {
      expect(message).toContain('“%{fieldLabel}”')
      // "%{fieldLabel} é obrigatório": an adjective that agrees with the label.
      expect(message).not.toMatch(/”\s+(é|está)\s+\p{L}+[oa]\b/u)
    }
  })

  it('correct what Decap’s Portuguese gets wrong', () => {
    const widget = adminPhrases.editor.editorControlPane.widget
    expect(widget.required).toBe('Preencha “%{fieldLabel}”.')
    expect(widget.rangeCount).toBe(
      '“%{fieldLabel}” precisa ter de %{minCount} a %{maxCount} itens.',
    )
    expect(adminPhrases.editor.editorWidgets.list.addType).toBe('Adicionar %{item}')
    const wrong = [
      /corresponde com/,
      /deve ser entre/,
      /você perdeu/,
      /%\{item\} item/,
      / é obrigatório/,
      /Lista Pontilhada/,
    ]
    for (const message of ours.values()) {
      for (const pattern of wrong) expect(message).not.toMatch(pattern)
    }
    // Each of those is in Decap's, so the list above checks something.
    for (const pattern of wrong) {
      expect([...portuguese.values()].some((message) => pattern.test(message))).toBe(true)
    }
  })

  it('keep the words the staff guide quotes', () => {
    const guide = readFileSync(path.join(__dirname, '../docs/editar-o-site.md'), 'utf8')
    const { editorToolbar } = adminPhrases.editor
    for (const words of [
      adminPhrases.auth.login,
      editorToolbar.publish,
      editorToolbar.publishNow,
      editorToolbar.deleteEntry,
      editorToolbar.draft,
      adminPhrases.ui.toast.entrySaved,
      editorToolbar.unsavedChanges.toUpperCase(),
      editorToolbar.changesSaved.toUpperCase(),
      adminPhrases.mediaLibrary.mediaLibraryModal.upload,
      adminPhrases.mediaLibrary.mediaLibraryModal.chooseSelected,
      adminPhrases.editor.editorWidgets.image.choose,
      editorToolbar.deployPreviewPendingButtonLabel,
      `${adminPhrases.editor.editorWidgets.markdown.richText} / ${adminPhrases.editor.editorWidgets.markdown.markdown}`,
    ]) {
      expect(guide).toContain(`**${words}**`)
    }
  })
})
