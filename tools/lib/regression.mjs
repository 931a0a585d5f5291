// Whether a page got slower than its baseline, past the noise the runs themselves show.
//
// Each build is measured several times, interleaved, so a machine that slows down slows
// both alike. A metric has grown when the runs of the build under test rank above the
// baseline's more often than chance would rank them (a one-sided Mann–Whitney test, exact:
// every way of splitting the pooled runs into two groups is counted) and its median grew by
// more than a floor that matters to a visitor. No threshold in milliseconds has to guess
// how busy the machine is: a noisy run widens the spread, and only a shift larger than the
// spread counts.
import { median } from './spread.mjs'

/** The chance, below which a shift counts as real. */
export const SIGNIFICANCE = 0.05

/** How many times `after` outranks `before`, pair by pair, a tie counting half. */
function outranks(before, after) {
  let u = 0
  for (const a of after) for (const b of before) u += a > b ? 1 : a === b ? 0.5 : 0
  return u
}

/** The most splits counted one by one, some tenths of a second. */
const EXACT_SPLITS = 200_000

/** How many ways there are of choosing `size` of `count` things. */
function splits(count, size) {
  let ways = 1
  for (let index = 1; index <= size; index++) ways = (ways * (count - size + index)) / index
  return ways
}

/** Every way of choosing `size` of the indices 0…`count` − 1, handed to `visit`. */
function choose(count, size, visit, start = 0, chosen = []) {
  if (chosen.length === size) return visit(chosen)
  for (let index = start; index <= count - (size - chosen.length); index++) {
    chosen.push(index)
    choose(count, size, visit, index + 1, chosen)
    chosen.pop()
  }
}

/**
 * The exact one-sided p-value that `after` is larger than `before`: the share of all
 * splits of the pooled values into groups of their sizes whose `after` group outranks the
 * other at least as much as the real one does. Ties are handled exactly, up to
 * `EXACT_SPLITS` splits (10 runs a build: 184,756); past that, the normal approximation.
 */
export function pGreater(before, after) {
  const observed = outranks(before, after)
  const pooled = [...before, ...after]
  const n = before.length
  const m = after.length
  if (n === 0 || m === 0) return 1
  if (splits(n + m, m) <= EXACT_SPLITS) {
    let atLeast = 0
    let total = 0
    choose(n + m, m, (indices) => {
      const picked = new Set(indices)
      const group = indices.map((index) => pooled[index])
      const rest = pooled.filter((_, index) => !picked.has(index))
      total += 1
      if (outranks(rest, group) >= observed - 1e-9) atLeast += 1
    })
    return atLeast / total
  }
  const mean = (n * m) / 2
  const deviation = Math.sqrt((n * m * (n + m + 1)) / 12)
  const z = (observed - 0.5 - mean) / deviation
  return 1 - normalCdf(z)
}

/** The standard normal distribution's cumulative function (Abramowitz and Stegun 7.1.26). */
function normalCdf(z) {
  const t = 1 / (1 + (0.3275911 * Math.abs(z)) / Math.SQRT2)
  const erf =
    1 -
    t *
      (0.254829592 +
        t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))) *
      Math.exp(-(z * z) / 2)
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2
}

/**
 * `after` against `before`: the change of the median, its p-value, and whether it grew
 * past the noise (`p` under `SIGNIFICANCE`) by more than `floor`, in the metric's unit.
 */
export function compareRuns(before, after, { floor = 0 } = {}) {
  const change = median(after) - median(before)
  const p = pGreater(before, after)
  return { change, p, grew: p < SIGNIFICANCE && change > floor }
}

/**
 * The fewest runs a build needs for a shift to ever count: with 3 runs each the most
 * extreme split has p = 1/20, never under 0.05.
 */
export const MIN_RUNS = 4
