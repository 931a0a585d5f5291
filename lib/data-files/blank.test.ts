import { z } from 'zod'

import { blankOf } from './blank'

describe('blankOf', () => {
  it('leaves every required text, list and group of a form blank', () => {
    const schema = z.object({
      title: z.string().min(1),
      tags: z.array(z.string()).min(1),
      author: z.object({ name: z.string(), role: z.string().max(10) }),
      body: z.string().refine((value) => value.length > 0),
    })
    expect(blankOf(schema)).toEqual({
      title: '',
      tags: [],
      author: { name: '', role: '' },
      body: '',
    })
  })

  it('leaves out what an empty form leaves out: optional fields, choices, switches', () => {
    const schema = z.object({
      logo: z.object({ src: z.string() }).optional(),
      icon: z.enum(['shield', 'cloud']),
      example: z.boolean().optional(),
      order: z.number(),
    })
    expect(blankOf(schema)).toEqual({})
  })
})
