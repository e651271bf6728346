import { parseSiteEnv } from '#common/env-schema';

/** The validated page-level configuration of this build. */
// Member by member: Vite 8 inlines `import.meta.env.VITE_*` in builds but turns a bare
// `import.meta.env` into null, which failed pre-rendering as soon as a page imported this.
export const siteEnv = parseSiteEnv({
  VITE_GA_MEASUREMENT_ID: import.meta.env.VITE_GA_MEASUREMENT_ID,
  VITE_RECAPTCHA_SITE_KEY: import.meta.env.VITE_RECAPTCHA_SITE_KEY,
});
