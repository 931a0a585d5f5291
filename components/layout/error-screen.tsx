import { unexpectedError } from '@/content/texts/errors'
import { describeError } from '@/lib/errors'

/** The fallback screen of the error boundaries: the error's status or message, and a way out. */
export function ErrorScreen({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="container-page flex min-h-[60vh] flex-col items-center justify-center py-20 text-center"
    >
      <h1 className="text-3xl">{unexpectedError.title}</h1>
      <p className="mt-4 max-w-xl font-mono text-ink-600">
        <i>{describeError(error)}</i>
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={onRetry}
          className="min-h-11 rounded-full bg-ink-900 px-6 font-semibold text-white hover:bg-ink-700"
        >
          {unexpectedError.retry}
        </button>
        {/* A full load, since the app's own state may be what broke. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- deliberate reload */}
        <a
          href="/"
          className="inline-flex min-h-11 items-center justify-center rounded-full border-2 border-ink-900 px-6 font-semibold text-ink-900"
        >
          {unexpectedError.backHome}
        </a>
      </div>
    </div>
  )
}
