import { z } from 'zod/mini';

/** The placeholder measurement id shipped in .env.example: it means "no analytics". */
export const ANALYTICS_PLACEHOLDER_ID = 'G-XXXXXXXXXX';

// Empty reads as unset. zod/mini has no `preprocess`; the pipe is what it stands for, and the outer
// optional keeps the key optional in the input type, as `preprocess` typed it.
const optional = (schema: z.ZodMiniString<string>) =>
  z.optional(
    z.pipe(
      z.transform((value: unknown) => (value === '' ? undefined : value)),
      z.optional(schema),
    ),
  );

// Page-level configuration, read at build time (docs/decisions/0001-brand-and-configuration.md).
export const siteEnvSchema = z.object({
  VITE_GA_MEASUREMENT_ID: optional(
    z
      .string()
      .check(z.regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-ABC123XYZ (a GA4 measurement id)')),
  ),
  VITE_RECAPTCHA_SITE_KEY: optional(
    z
      .string()
      .check(
        z.regex(
          /^[\w-]{20,60}$/,
          'must be a reCAPTCHA v3 site key (20 to 60 letters, digits, - or _)',
        ),
      ),
  ),
});

export type SiteEnv = {
  /** null when unset or the placeholder: no analytics script is injected. */
  analyticsId: string | null;
  /** null in development: the mock server's reCAPTCHA stand-in is used. */
  recaptchaSiteKey: string | null;
};

export function parseSiteEnv(raw: Record<string, unknown>): SiteEnv {
  const result = siteEnvSchema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid site configuration (see .env.example):\n${lines.join('\n')}`);
  }
  const { VITE_GA_MEASUREMENT_ID: id, VITE_RECAPTCHA_SITE_KEY: key } = result.data;
  return {
    analyticsId: id && id !== ANALYTICS_PLACEHOLDER_ID ? id : null,
    recaptchaSiteKey: key ?? null,
  };
}
