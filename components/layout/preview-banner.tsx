import { previewBanner } from '@/content/texts/navigation'

/**
 * What every page of a preview build shows (`SITE_PREVIEW=1`), its words in
 * `previewBanner`. Styled inline, with no class of its own, so that the real build's
 * stylesheet stays as it is: a pill just under the fixed header, above the page, where the
 * cookie banner and the chat's button at the bottom never cover it.
 */
export function PreviewBanner() {
  return (
    <aside
      aria-label={previewBanner.label}
      style={{
        position: 'fixed',
        top: 'calc(var(--spacing-header) + 0.5rem)',
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 60,
        width: 'max-content',
        maxWidth: 'calc(100% - 2rem)',
        textAlign: 'center',
        padding: '0.5rem 0.875rem',
        borderRadius: '0.75rem',
        background: '#fde68a',
        color: '#1c1917',
        border: '2px solid #1c1917',
        fontSize: '0.875rem',
        fontWeight: 600,
        lineHeight: 1.4,
        boxShadow: '0 4px 16px rgb(0 0 0 / 0.25)',
      }}
    >
      <p>{previewBanner.text}</p>
    </aside>
  )
}
