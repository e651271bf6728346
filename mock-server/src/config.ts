import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

// The repo root's dist/client, wherever the process was started from.
const defaultSiteDir = fileURLToPath(new URL('../../dist/client', import.meta.url));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

// A variable set to '' (e.g. `PORT= npm start`) means "use the default", as most tools read it.
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

const portMessage = 'must be an integer from 1 to 65535';

const configSchema = z.object({
  PORT: z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error: portMessage })
      .int({ error: portMessage })
      .min(1, { error: portMessage })
      .max(65535, { error: portMessage })
      .default(8080),
  ),
  HOST: z.preprocess(unsetIfEmpty, z.string().default('localhost')),
  // Relative paths are taken from the working directory, like any CLI path.
  SITE_DIR: z
    .preprocess(unsetIfEmpty, z.string().default(defaultSiteDir))
    .transform((dir) => resolve(dir)),
  // `npm run dev` sets false: Vite serves the pages from source and the mock only answers the API.
  SERVE_SITE: z
    .preprocess(
      unsetIfEmpty,
      z.enum(['true', 'false'], { error: 'must be true or false' }).default('true'),
    )
    .transform((value) => value === 'true'),
  LOG_LEVEL: z.preprocess(
    unsetIfEmpty,
    z.enum(logLevels, { error: `must be one of ${logLevels.join(', ')}` }).default('info'),
  ),
});

export type Config = z.infer<typeof configSchema>;

type Env = Record<string, string | undefined>;

/** Reads the mock server's settings from the environment; throws one readable Error listing every bad variable. */
export function loadConfig(env: Env = process.env): Config {
  const result = configSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name}: ${issue.message} (got ${JSON.stringify(env[name])})`;
  });
  // A Set: one variable can fail more than one check, but it should read as one line.
  throw new Error(`Invalid mock server configuration:\n${[...new Set(lines)].join('\n')}`);
}
