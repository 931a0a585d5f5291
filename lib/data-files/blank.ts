import { z } from 'zod'

/**
 * What a form holds before anything is typed into it, from its schema: every required text
 * empty, every required list empty, every required group with its own fields blank. Other
 * fields (a choice, a switch, a number, anything optional) are left out, as an empty form
 * leaves them. The editor's preview spreads an entry over it, so that the page draws from
 * the first field typed rather than waiting for the last.
 */
export function blankOf(schema: z.ZodType): unknown {
  if (schema instanceof z.ZodString) return ''
  if (schema instanceof z.ZodArray) return []
  if (schema instanceof z.ZodObject) {
    const shape = schema.shape as Record<string, z.ZodType>
    return Object.fromEntries(
      Object.entries(shape).flatMap(([key, field]) => {
        const blank = blankOf(field)
        return blank === undefined ? [] : [[key, blank]]
      }),
    )
  }
  return undefined
}
