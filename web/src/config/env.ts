import { parseSiteEnv } from './env-schema';

/** The validated page-level configuration of this build. */
export const siteEnv = parseSiteEnv(import.meta.env);
