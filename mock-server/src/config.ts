import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { behaviour } from '#common/api/behaviour';
import { parseSiteEnv, type SiteEnv, siteEnvSchema } from '#common/env-schema';
import { type HostRule, parseHostRule } from './util/hosts';

// The repo root's dist/client, wherever the process was started from.
const defaultSiteDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// A variable set to '' (e.g. `PORT= npm start`) means "use the default", as most tools read it.
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

function integer(min: number, max: number, fallback: number) {
  const message = `must be an integer from ${min} to ${max}`;
  return z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .default(fallback),
  );
}

/** A switch with two spellings, read as a boolean: `on` is the value that means true. */
function toggle(on: string, off: string, fallback: boolean) {
  return z
    .preprocess(
      unsetIfEmpty,
      z.enum([on, off], { error: `must be ${on} or ${off}` }).default(fallback ? on : off),
    )
    .transform((value) => value === on);
}

// Requests per client address per window (x-behaviour.rateLimit.windowSeconds); 10 000 is far
// above anything a person clicks.
/** The per-operation defaults openapi.yaml states (x-behaviour.rateLimit). */
const perWindow = behaviour.rateLimit.perWindow;
const perWindowLimit = (fallback: number) => integer(1, 10_000, fallback);

// `web, .example.test, ci-runner:8080`: names (any port), names with a port, or whole domains.
const allowedHosts = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .default('')
    .transform((text, context) => {
      const rules: HostRule[] = [];
      for (const entry of text.split(',').map((part) => part.trim())) {
        if (entry === '') continue;
        const rule = parseHostRule(entry);
        if (rule) rules.push(rule);
        else context.addIssue({ code: 'custom', message: `"${entry}" is not a host name` });
      }
      return rules;
    }),
);

// The origin the server names in its answers (the Google stand-in's URL): one a browser reaches.
const publicOrigin = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .refine(
      (text) => {
        try {
          const url = new URL(text);
          return /^https?:$/.test(url.protocol) && url.origin === text.replace(/\/$/, '');
        } catch {
          return false;
        }
      },
      { error: 'must be an origin such as http://localhost:3000 (scheme, host and port only)' },
    )
    .transform((text) => new URL(text).origin)
    .optional(),
);

// false: the client is whoever connects. true, a hop count or addresses: read X-Forwarded-For
// and X-Forwarded-Proto from that proxy (a TLS proxy in front makes the cookie Secure).
const trustProxy = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .default('false')
    .transform((text, context): boolean | number | string[] => {
      if (text === 'true' || text === 'false') return text === 'true';
      if (/^\d{1,2}$/.test(text)) return Number(text);
      const addresses = text.split(',').map((part) => part.trim());
      if (addresses.every((part) => /^[0-9a-f.:/]+$/i.test(part) && part !== '')) return addresses;
      context.addIssue({
        code: 'custom',
        message: 'must be true, false, a hop count or comma-separated proxy addresses',
      });
      return false;
    }),
);

// Proxy mode: the backend /api/* is forwarded to. Scheme, host, port and an optional base path;
// no credentials (they would show in the log, the banner and the console), no query or fragment.
const upstream = z.preprocess(
  unsetIfEmpty,
  z
    .string()
    .transform((text, context) => {
      let url: URL | undefined;
      try {
        url = new URL(text);
      } catch {
        url = undefined;
      }
      const problem =
        url === undefined || !/^https?:$/.test(url.protocol)
          ? 'must be an http or https URL such as https://staging.example.com'
          : url.username !== '' || url.password !== ''
            ? 'must not carry credentials (user:password@)'
            : url.search !== '' || url.hash !== '' || text.includes('?') || text.includes('#')
              ? 'must not have a query or a fragment: the request brings its own'
              : null;
      if (problem !== null || url === undefined) {
        context.addIssue({ code: 'custom', message: problem ?? 'must be a URL' });
        return z.NEVER;
      }
      // No trailing slash: the request's own path (/api/...) follows it.
      return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
    })
    .nullable()
    .default(null),
);

const configSchema = z.object({
  PORT: integer(1, 65535, 8080),
  HOST: z.preprocess(unsetIfEmpty, z.string().default('localhost')),
  // Relative paths are taken from the working directory, like any CLI path.
  SITE_DIR: z
    .preprocess(unsetIfEmpty, z.string().default(defaultSiteDir))
    .transform((dir) => resolve(dir)),
  // `npm run dev` sets false: Vite serves the pages from source and the mock only answers the API.
  SERVE_SITE: toggle('true', 'false', true),
  LOG_LEVEL: z.preprocess(
    unsetIfEmpty,
    z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  ),
  // auto: readable lines and a banner on a terminal, JSON lines elsewhere (CI, Docker, a pipe).
  LOG_FORMAT: z.preprocess(
    unsetIfEmpty,
    z
      .enum(['auto', 'pretty', 'json'], { error: 'must be one of auto, pretty, json' })
      .default('auto'),
  ),
  // false: no /__mock/* route at all (outbox, stores, reset, OAuth and reCAPTCHA stand-ins).
  MOCK_DEV_ROUTES: toggle('true', 'false', true),
  // Unset: every store lives in memory and a restart empties it.
  MOCK_DATA_DIR: z
    .preprocess(unsetIfEmpty, z.string().optional())
    .transform((dir) => (dir === undefined ? null : resolve(dir))),
  MOCK_LATENCY_MS: integer(0, 60_000, 0),
  // Namespaces (X-Mock-Namespace) held at once besides the default one, and the minutes without a
  // request after which one is forgotten.
  MOCK_NAMESPACE_MAX: integer(1, 100_000, 10_000),
  MOCK_NAMESPACE_IDLE_MINUTES: integer(1, 10_080, 30),
  // Hosts served beside localhost, 127.0.0.1 and [::1] on the port in use (DNS-rebinding guard).
  ALLOWED_HOSTS: allowedHosts,
  PUBLIC_ORIGIN: publicOrigin,
  TRUST_PROXY: trustProxy,
  // The whole request (headers and body) must arrive within this; a slow sender gets a 408.
  REQUEST_TIMEOUT_MS: integer(1000, 300_000, 10_000),
  // off: no rate limit anywhere (the benchmark measures the server, not the limiter).
  RATE_LIMITS: toggle('on', 'off', true),
  RATE_LIMIT_SEND_CODE: perWindowLimit(perWindow.sendCode),
  RATE_LIMIT_VERIFY: perWindowLimit(perWindow.verifyCode),
  RATE_LIMIT_WHITELIST: perWindowLimit(perWindow.requestWhitelist),
  RATE_LIMIT_CONTACT: perWindowLimit(perWindow.sendContact),
  RATE_LIMIT_LOGIN_URL: perWindowLimit(perWindow.getGoogleLoginUrl),
  // Unset: the mock answers /api/* itself. A URL: /api/* is forwarded there (proxy mode), every
  // request and answer checked against openapi.yaml; the mock's own rate limits are off.
  MOCK_UPSTREAM: upstream,
  // true: an upstream answer that breaks openapi.yaml becomes a 502 instead of being passed on.
  MOCK_UPSTREAM_STRICT: toggle('true', 'false', false),
  // An upstream whose whole answer (headers and the last byte of its body) takes longer gets a 504.
  MOCK_UPSTREAM_TIMEOUT_MS: integer(100, 300_000, 10_000),
  // The site's own build-time settings, read here too: they decide what the CSP must allow.
  ...siteEnvSchema.shape,
});

type ParsedConfig = z.infer<typeof configSchema>;
type SiteEnvKey = keyof typeof siteEnvSchema.shape;

export type Config = Omit<ParsedConfig, SiteEnvKey> & { site: SiteEnv };

type Env = Record<string, string | undefined>;

/** Reads the mock server's settings from the environment; throws one readable Error listing every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) {
    const { VITE_GA_MEASUREMENT_ID, VITE_RECAPTCHA_SITE_KEY, ...rest } = result.data;
    // Already validated above; parseSiteEnv adds the site's own reading (placeholder = none).
    return { ...rest, site: parseSiteEnv({ VITE_GA_MEASUREMENT_ID, VITE_RECAPTCHA_SITE_KEY }) };
  }
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name}: ${issue.message} (got ${JSON.stringify(env[name])})`;
  });
  // A Set: one variable can fail more than one check, but it should read as one line.
  throw new Error(`Invalid mock server configuration:\n${[...new Set(lines)].join('\n')}`);
}
