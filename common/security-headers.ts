// The security headers of every answer (CSP, HSTS, Permissions-Policy, …) as data: the mock
// server's security-headers plugin sends them, and scripts/build/gen-static-headers.ts writes the very
// same record for static hosting (_headers, nginx).
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';

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

export function cspDirectives(options: SecurityHeadersOptions): Record<string, string[]> {
  const { scriptHashes, analytics, recaptcha } = options;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scriptHashes,
      ...(analytics ? [tagManager] : []),
      ...(recaptcha ? recaptchaScripts : []),
    ],
    // Mantine writes style attributes at run time; tightening this is a later issue.
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

export function helmetOptions(options: SecurityHeadersOptions): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    // The header older browsers read instead of frame-ancestors.
    xFrameOptions: { action: 'deny' },
  };
}

// Helmet sets its headers from an onRequest hook, which Fastify skips for a URL it cannot
// decode. Running helmet once on a throwaway instance yields the exact same headers as a record
// that the error path can set by hand.
async function headersOf(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, options);
  const { headers } = await probe.inject('/');
  await probe.close();
  const skip = new Set(['content-type', 'content-length', 'date', 'connection']);
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !skip.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/**
 * Every security header as a plain record, exactly as the plugin sends it: the one source for the
 * mock server and for static hosting (scripts/build/gen-static-headers.ts writes _headers and nginx).
 */
export async function securityHeaderRecord(
  options: SecurityHeadersOptions,
): Promise<Record<string, string>> {
  return { ...(await headersOf(helmetOptions(options))), 'permissions-policy': permissionsPolicy };
}
