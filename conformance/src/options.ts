// The command line of `testbeam-conformance`, read with node:util and checked with zod, so a bad
// flag stops the run with one line that names it (no stack trace).

import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';

const count = (fallback: number, max: number) =>
  z.coerce.number().int().min(0).max(max).default(fallback);

const httpUrl = z
  .string()
  .url()
  // URL.canParse, not new URL: zod runs a refinement even after .url() failed.
  .refine(
    (value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol),
    'must be an http(s) URL',
  )
  // It is printed (stdout, the report, JUnit): a password in it would be too. Refused, not hidden.
  .refine(
    (value) =>
      !URL.canParse(value) || (new URL(value).username === '' && new URL(value).password === ''),
    'must not carry credentials (user:password@): send them with --header "Authorization: …"',
  );

const optionsSchema = z
  .object({
    target: httpUrl,
    contract: z
      .string()
      .min(1)
      .refine((path) => existsSync(path) && statSync(path).isFile(), 'must name an existing file')
      .optional(),
    inbox: httpUrl.optional(),
    inboxCommand: z.string().min(1).optional(),
    junit: z.string().min(1).optional(),
    report: z.string().min(1).optional(),
    coverage: z.string().min(1).optional(),
    maxRequests: count(400, 100_000),
    emailDomain: z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain such as example.com')
      .default('example.com'),
    dryRun: z.boolean().default(false),
    slow: z.boolean().default(false),
    spendRateLimit: z.boolean().default(false),
    seed: z.coerce.number().int().optional(),
    positive: count(2, 100),
    negative: count(12, 500),
    maxWait: count(65, 3600),
    timeout: count(10_000, 120_000),
    header: z
      .array(z.string().regex(/^[A-Za-z0-9-]+:\s?.*$/, 'must read "Name: value"'))
      .default([]),
  })
  .refine((options) => !(options.inbox && options.inboxCommand), {
    message: 'give --inbox or --inbox-command, not both',
  });

export type Options = z.output<typeof optionsSchema>;

export const usage = `Usage: testbeam-conformance --target URL [options]

Holds the server at URL to openapi.yaml, operation by operation.

  --target URL           the server's origin (required), e.g. https://staging.example.com
  --contract FILE        the openapi.yaml to hold it to (default: the repository's in a checkout,
                         else the copy shipped in this package)
  --inbox URL            a JSON list of sent emails (e.g. http://localhost:8080/__mock/outbox):
                         enables the sign-in chain (send code, read it, verify, session cookie)
  --inbox-command CMD    a command that prints the latest code for an address (given as its last
                         argument and as CONFORMANCE_EMAIL), instead of --inbox
  --junit FILE           write JUnit XML (one test suite per operation, one test case per check)
  --report FILE          write the Markdown summary (also printed)
  --coverage FILE        write the contract coverage as JSON: a row per documented (operation,
                         status) with whether the target produced it, a row per x-behaviour rule
  --max-requests N       request budget for the whole run (default 400)
  --slow                 also wait a code's lifetime (10 min) to check that it expires
  --spend-rate-limit     use up getGoogleLoginUrl's rate-limit window to check its 429 (spends
                         a shared server's budget for that window)
  --email-domain DOMAIN  every address sent is under it (default example.com)
  --header "Name: v"     send this header on every request (repeatable), e.g. a staging token
  --dry-run              list what would be sent, send nothing
  --seed N               fast-check seed, to repeat a run's generated inputs
  --positive N           generated valid inputs per operation (default 2)
  --negative N           generated invalid inputs per operation (default 12)
  --max-wait S           longest wait for a rate limit or Retry-After, in seconds (default 65)
  --timeout MS           per-request and per-inbox-read timeout (default 10000)

A URL with credentials (user:password@) is refused: send them with --header. --header values go
only to the target and the inbox (redirects are not followed, the inbox's only within its origin);
at most 1 MiB of any answer is read.`;

/** The options in `argv` (without node and the script), or an Error whose message says why not. */
export function parseOptions(argv: string[]): Options | Error {
  try {
    const { values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        target: { type: 'string' },
        contract: { type: 'string' },
        inbox: { type: 'string' },
        'inbox-command': { type: 'string' },
        junit: { type: 'string' },
        report: { type: 'string' },
        coverage: { type: 'string' },
        'max-requests': { type: 'string' },
        'email-domain': { type: 'string' },
        header: { type: 'string', multiple: true },
        'dry-run': { type: 'boolean' },
        slow: { type: 'boolean' },
        'spend-rate-limit': { type: 'boolean' },
        seed: { type: 'string' },
        positive: { type: 'string' },
        negative: { type: 'string' },
        'max-wait': { type: 'string' },
        timeout: { type: 'string' },
      },
    });
    const parsed = optionsSchema.safeParse({
      target: values.target,
      contract: values.contract,
      inbox: values.inbox,
      inboxCommand: values['inbox-command'],
      junit: values.junit,
      report: values.report,
      coverage: values.coverage,
      maxRequests: values['max-requests'],
      emailDomain: values['email-domain'],
      header: values.header,
      dryRun: values['dry-run'],
      slow: values.slow,
      spendRateLimit: values['spend-rate-limit'],
      seed: values.seed,
      positive: values.positive,
      negative: values.negative,
      maxWait: values['max-wait'],
      timeout: values.timeout,
    });
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    const flag = issue?.path[0] === undefined ? '' : `--${kebab(String(issue.path[0]))}: `;
    return new Error(`${flag}${issue?.message ?? 'invalid options'}`);
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

/**
 * Why the run could not write `path` at its end (--junit, --report), or null: checked before any
 * request goes out, so a run is not lost to a typo.
 */
export function outputPathProblem(flag: string, path: string): string | null {
  const full = resolve(path);
  if (existsSync(full)) {
    if (statSync(full).isDirectory()) return `--${flag} ${path} is a directory; give a file name`;
    try {
      accessSync(full, constants.W_OK);
    } catch {
      return `--${flag} ${path} cannot be written (permission denied)`;
    }
    return null;
  }
  const folder = dirname(full);
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    return `--${flag} ${path}: the folder ${folder} does not exist`;
  }
  try {
    accessSync(folder, constants.W_OK);
  } catch {
    return `--${flag} ${path}: the folder ${folder} cannot be written (permission denied)`;
  }
  return null;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
