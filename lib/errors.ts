/** What the error screen shows of a thrown value: its message, or its HTTP status. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null) {
    if ('status' in error) {
      const statusText = 'statusText' in error ? ` ${String(error.statusText)}` : ''
      return `${String(error.status)}${statusText}`
    }
    if ('message' in error) return String(error.message)
  }
  return String(error)
}
