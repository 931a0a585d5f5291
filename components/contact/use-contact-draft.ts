import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { contactFieldNames } from '@/lib/contact/names'
import { browserDraftStore } from '@/lib/contact/draft'
import type { ContactFormInput, ContactMessage } from '@/lib/contact/names'

type Form = Pick<
  UseFormReturn<ContactFormInput, unknown, ContactMessage>,
  'getValues' | 'setValue' | 'subscribe'
>

/**
 * Nothing typed is lost: the four fields are saved in the tab's sessionStorage as the
 * visitor types, and put back when the form mounts again (a reload, or a return through
 * the menu). What the visitor typed before scripts ran stays over the saved draft.
 * `clear` is for a successful send; storage that throws changes nothing.
 */
export function useContactDraft({ getValues, setValue, subscribe }: Form) {
  useEffect(() => {
    const store = browserDraftStore()
    const draft = store.read()
    if (draft) {
      const typed = getValues()
      for (const name of contactFieldNames) {
        if (typed[name] === '' && draft[name] !== '') setValue(name, draft[name])
      }
    }
    store.save(getValues())
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => store.save(values),
    })
  }, [getValues, setValue, subscribe])

  return { clear: () => browserDraftStore().clear() }
}
