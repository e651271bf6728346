/**
 * zod's `config({ jitless: true })` without importing zod: zod keeps its settings on
 * `globalThis.__zod_globalConfig` and adopts an object already there (zod-config.test.ts proves
 * it against the installed zod). Importing zod's `config` would put 4 KB on every page, most of
 * which never parse anything.
 */
export function configureZodJitless(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}
