// How the benches print a set of measurements: the median, and the range around it.

/** The median of `numbers`. */
export function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** "median (min–max)" of `numbers`, rounded to `digits` decimals after `scale`. */
export function spread(numbers, { scale = 1, digits = 0 } = {}) {
  const format = (value) => (value / scale).toFixed(digits)
  return `${format(median(numbers))} (${format(Math.min(...numbers))}–${format(Math.max(...numbers))})`
}
