/** One year in seconds: HSTS and immutable caching both use it. */
export const ONE_YEAR = 31_536_000

/** How long browsers keep to HTTPS after a visit: two years, as hstspreload.org recommends. */
export const HSTS_MAX_AGE = 2 * ONE_YEAR

/**
 * Headers for every response besides the policy: the hosts send them with every file of
 * out/ (scripts/security/hosts/), and the Worker with each answer of its own (worker/).
 */
export const securityHeaders = {
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing on the site needs a device or payment API; deny them to every frame.
  'Permissions-Policy': [
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const
