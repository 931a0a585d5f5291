/**
 * Whether the visitor has granted analytics consent, as Google reads it: from the last
 * Consent Mode command in the data layer (the head script, `consentScript()`, pushes the
 * default, a stored answer and each new one). An identifier of the visitor goes out with
 * an event only when this is true; the events themselves go out either way, without it.
 */
export function analyticsConsentGranted(dataLayer: readonly unknown[] | undefined): boolean {
  for (let index = (dataLayer?.length ?? 0) - 1; index >= 0; index--) {
    const entry = dataLayer![index] as ArrayLike<unknown> | null
    if (entry?.[0] !== 'consent') continue
    return (
      (entry[2] as { analytics_storage?: unknown } | undefined)?.analytics_storage === 'granted'
    )
  }
  return false
}
