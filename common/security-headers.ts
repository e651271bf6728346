// The security headers of every answer (CSP, HSTS, Permissions-Policy, …) as plain data: the mock
// server's security-headers plugin sends them, and scripts/build/gen-static-headers.ts writes the
// very same record for static hosting (_headers, nginx).

export interface SecurityHeadersOptions {
  /** `'sha256-…'` sources of the build's inline scripts. */
  scriptHashes: readonly string[];
  /** A real GA4 id is configured: the tag manager script and its beacons are allowed. */
  analytics: boolean;
  /** A real reCAPTCHA site key is configured: Google's script and frame are allowed. */
  recaptcha: boolean;
}

// Hosts from Google's own CSP guides for GA4 and reCAPTCHA v3.
const tagManager = 'https://www.googletagmanager.com';
const analyticsBeacons = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
const recaptchaScripts = [
  'https://www.google.com/recaptcha/',
  'https://www.gstatic.com/recaptcha/',
];
const recaptchaFrames = [
  'https://www.google.com/recaptcha/',
  'https://recaptcha.google.com/recaptcha/',
];

/** Powerful features the site never uses, switched off for it and anything it embeds. */
export const permissionsPolicy = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

export type CspDirectives = Record<string, readonly string[]>;

export function cspDirectives(options: SecurityHeadersOptions): CspDirectives {
  const { scriptHashes, analytics, recaptcha } = options;
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scriptHashes,
      ...(analytics ? [tagManager] : []),
      ...(recaptcha ? recaptchaScripts : []),
    ],
    // Mantine writes style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...(analytics ? [...analyticsBeacons, tagManager] : [])],
    'connect-src': ["'self'", ...(analytics ? [...analyticsBeacons, tagManager] : [])],
    'media-src': ["'self'"],
    'font-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
  };
  // Unset otherwise: frame-src then falls back to default-src 'self'.
  if (recaptcha) directives['frame-src'] = recaptchaFrames;
  return directives;
}

/** The header's text: `name source source` per directive, `;` between them. */
export function cspHeader(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join(';');
}

/** HSTS: a year, the minimum browsers' preload lists accept. */
const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * Every security header, name → value, in the order they are sent: the one source for the mock
 * server and for static hosting (scripts/build/gen-static-headers.ts writes _headers and nginx).
 */
export function securityHeaderRecord(options: SecurityHeadersOptions): Record<string, string> {
  return {
    'content-security-policy': cspHeader(cspDirectives(options)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    // Asks the browser to keep the site in its own process (an agent cluster keyed by origin).
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    // Old Internet Explorer: never open a download in the site's context.
    'x-download-options': 'noopen',
    // The header older browsers read instead of frame-ancestors.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The old XSS auditor is switched off: it opened leaks of its own (OWASP's advice).
    'x-xss-protection': '0',
    'permissions-policy': permissionsPolicy,
  };
}
