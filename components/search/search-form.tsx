import { Search } from 'lucide'
import type { ComponentProps } from 'react'

import { buttonClasses } from '@/components/ui/button-link'
import { Icon } from '@/components/ui/icon'
import { searchForm, searchParam, searchRoute } from '@/content/texts/search'
import { cx } from '@/lib/format'

type SearchFormProps = Omit<ComponentProps<'form'>, 'action' | 'method' | 'role'> & {
  /** The field's id, unique on the page. */
  inputId?: string
  /** The field's own props, where a script drives it (the search page's form). */
  input?: Omit<ComponentProps<'input'>, 'id' | 'name' | 'type'>
}

/**
 * The site search's form, a plain GET to /busca/?q=…: it works before and without scripts,
 * and always loads the search page as a whole new document, under the page's own policy
 * (`webAssembly` in the page registry). The lists of posts and cases drop it in as it is.
 */
export function SearchForm({ inputId = 'busca', input, className, ...props }: SearchFormProps) {
  return (
    <form
      role="search"
      method="get"
      action={searchRoute}
      className={cx('flex flex-col gap-2', className)}
      {...props}
    >
      <label htmlFor={inputId} className="font-semibold text-ink-900">
        {searchForm.label}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="search"
          name={searchParam}
          required
          placeholder={searchForm.placeholder}
          autoComplete="off"
          enterKeyHint="search"
          className="block min-h-11 w-full min-w-0 rounded-xl border border-ink-400 bg-white px-4 py-2.5 text-base text-ink-900 shadow-sm transition-colors placeholder:text-ink-500 hover:border-ink-600 focus-visible:border-accent-700 focus-visible:outline-accent-600"
          {...input}
        />
        <button
          type="submit"
          className={buttonClasses({ variant: 'secondary', className: 'shrink-0' })}
        >
          <Icon node={Search} className="size-4" />
          {searchForm.submit}
        </button>
      </div>
    </form>
  )
}
