import { createSubmitThrottle, SUBMIT_INTERVAL_MS } from './throttle'

function setup() {
  let time = 1_000_000
  const throttle = createSubmitThrottle({ now: () => time })
  return {
    throttle,
    advance: (ms: number) => {
      time += ms
    },
  }
}

describe('createSubmitThrottle', () => {
  it('waits 2000 ms between submissions, as the spec sets', () => {
    expect(SUBMIT_INTERVAL_MS).toBe(2000)
  })

  it('lets the first submission through', () => {
    expect(setup().throttle.begin()).toEqual({ ok: true })
  })

  it('ignores a submission while one is in progress, however long it takes', () => {
    const { throttle, advance } = setup()
    throttle.begin()
    expect(throttle.begin()).toEqual({ ok: false, reason: 'in_progress' })
    advance(60_000)
    expect(throttle.begin()).toEqual({ ok: false, reason: 'in_progress' })
  })

  it('ignores a submission within 2000 ms of the previous one, even after it ended', () => {
    const { throttle, advance } = setup()
    throttle.begin()
    throttle.end()
    expect(throttle.begin()).toEqual({ ok: false, reason: 'too_soon' })
    advance(1999)
    expect(throttle.begin()).toEqual({ ok: false, reason: 'too_soon' })
  })

  it('accepts a submission exactly 2000 ms after the previous one', () => {
    const { throttle, advance } = setup()
    throttle.begin()
    throttle.end()
    advance(2000)
    expect(throttle.begin()).toEqual({ ok: true })
  })

  it('counts from the last accepted submission, not from the ignored ones', () => {
    const { throttle, advance } = setup()
    throttle.begin()
    throttle.end()
    advance(1500)
    expect(throttle.begin().ok).toBe(false)
    advance(500)
    expect(throttle.begin().ok).toBe(true)
  })

  it('measures from the start of a slow submission', () => {
    const { throttle, advance } = setup()
    throttle.begin()
    advance(5000)
    throttle.end()
    expect(throttle.begin()).toEqual({ ok: true })
  })

  it('honours a custom interval', () => {
    let time = 0
    const throttle = createSubmitThrottle({ intervalMs: 100, now: () => time })
    throttle.begin()
    throttle.end()
    time = 99
    expect(throttle.begin().ok).toBe(false)
    time = 100
    expect(throttle.begin().ok).toBe(true)
  })
})
