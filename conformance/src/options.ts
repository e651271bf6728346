// The command line of `testbeam-contract run`, read with node:util and checked with zod, so a bad
// flag stops the run with one line that names it (no stack trace).

import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { type CheckName, checkNames } from './checks';
import { commandWords } from './inbox';

// Each message reads after the flag's name: "--target is required", "--max-requests must be a
// whole number".
const required = {
  error: (issue: { input: unknown }) =>
    issue.input === undefined ? 'is required' : 'must be text',
};

const whole = (max: number) =>
  z
    .string()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .refine((value) => value <= max, `must be at most ${max}`);

const count = (fallback: number, max: number) =>
  whole(max)
    .optional()
    .transform((value) => value ?? fallback);

const percentage = z
  .string()
  .regex(/^\d+(\.\d+)?$/, 'must be a percentage from 0 to 100, e.g. 95')
  .transform(Number)
  .refine((value) => value <= 100, 'must be a percentage from 0 to 100, e.g. 95');

const httpUrl = z
  .string(required)
  .refine(URL.canParse, 'must be a URL such as https://staging.example.com')
  // URL.canParse first in each: zod runs every refinement, even after one failed.
  .refine(
    (value) => !URL.canParse(value) || /^https?:$/.test(new URL(value).protocol),
    'must be an http(s) URL',
  )
  // It is printed (stdout, the report, JUnit): a password in it would be too. Refused, not hidden.
  .refine(
    (value) =>
      !URL.canParse(value) || (new URL(value).username === '' && new URL(value).password === ''),
    'must not carry credentials (user:password@): send them with --header "Authorization: …"',
  );

/** A comma-separated list of check names, each one the toolkit knows. */
const checkList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  )
  .refine((names) => names.length > 0, 'must name at least one check (see --list-checks)')
  .superRefine((names, ctx) => {
    const unknown = names.filter((name) => !(checkNames as readonly string[]).includes(name));
    if (unknown.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: `names no check ${unknown.join(', ')} (see --list-checks)`,
      });
  })
  .transform((names) => names as CheckName[]);

const optionsSchema = z
  .object({
    target: httpUrl,
    contract: z
      .string()
      .min(1, 'must name a file')
      .refine((path) => existsSync(path) && statSync(path).isFile(), 'must name an existing file')
      .optional(),
    inbox: httpUrl.optional(),
    inboxCommand: z
      .string()
      .transform((value, ctx) => {
        const words = commandWords(value);
        if (words instanceof Error) {
          ctx.addIssue({ code: 'custom', message: words.message });
          return z.NEVER;
        }
        return words;
      })
      .optional(),
    junit: z.string().min(1, 'must name a file').optional(),
    report: z.string().min(1, 'must name a file').optional(),
    coverage: z.string().min(1, 'must name a file').optional(),
    ctrf: z.string().min(1, 'must name a file').optional(),
    maxRequests: count(400, 100_000),
    emailDomain: z
      .string()
      .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be a domain such as example.com')
      .default('example.com'),
    dryRun: z.boolean().default(false),
    slow: z.boolean().default(false),
    spendRateLimit: z.boolean().default(false),
    unknownBotToken: z.boolean().default(false),
    seed: z
      .string()
      .regex(/^-?\d+$/, 'must be a whole number')
      .transform(Number)
      .optional(),
    positive: count(2, 100),
    negative: count(12, 500),
    maxWait: count(65, 3600),
    timeout: count(10_000, 120_000),
    minScore: percentage.optional(),
    minCoverage: z
      .string()
      .regex(/^\d+(,\d+)?$/, 'must be PAIRS or PAIRS,RULES: whole numbers of pairs and rules met')
      .transform((value) => {
        const [pairs = 0, rules = 0] = value.split(',').map(Number);
        return { pairs, rules };
      })
      .optional(),
    only: checkList.optional(),
    skip: checkList.optional(),
    header: z
      .array(z.string().regex(/^[A-Za-z0-9-]+:\s?.*$/, 'must read "Name: value"'))
      .default([]),
  })
  .refine((options) => !(options.inbox && options.inboxCommand), {
    message: 'give --inbox or --inbox-command, not both',
  })
  .refine((options) => !(options.only && options.skip), {
    message: 'give --only or --skip, not both',
  });

export type Options = z.output<typeof optionsSchema>;

/** The checks a run judges: all, or those --only names, less those --skip names. */
export function selectedChecks(options: Pick<Options, 'only' | 'skip'>): Set<CheckName> {
  const chosen: readonly CheckName[] = options.only ?? checkNames;
  return new Set(chosen.filter((check) => !options.skip?.includes(check)));
}

export const usage = `Usage: testbeam-contract run --target URL [options]
       testbeam-contract --target URL [options]          (run is the default)

Holds the server at URL to Testbeam's auth contract (openapi.yaml), operation by operation, and
says whether it held. It checks versions of this one contract, not any OpenAPI file: a --contract
that lacks its operations is refused.

  --target URL           the server's origin (required), e.g. https://staging.example.com
  --contract FILE        the version of openapi.yaml to hold it to (default: the copy shipped in
                         this package; in a checkout of its repository, the repository's)
  --inbox URL            a JSON list of sent emails (e.g. http://localhost:8080/__mock/outbox):
                         enables the sign-in chain (send code, read it, verify, session cookie)
  --inbox-command CMD    a program that prints the latest code for an address (given as its last
                         argument and as CONFORMANCE_EMAIL), instead of --inbox; run without a
                         shell: CMD is split into words, so pipes belong in a script
  --header "Name: v"     send this header on every request (repeatable): a staging token, or
                         "X-Mock-Namespace: ci-42" to keep a run apart on a shared mock
  --junit FILE           write JUnit XML (one test suite per operation, one test case per check)
  --ctrf FILE            write the findings as CTRF JSON (the common test report format)
  --report FILE          write the Markdown summary (also printed)
  --coverage FILE        write the contract coverage as JSON (coverage.schema.json in the package):
                         per documented (operation, status) and x-behaviour rule, produced and held
  --list-checks          print every check, what it holds the target to, and exit
  --only A,B             judge only these checks (and send only the requests they need)
  --skip A,B             judge every check but these
  --min-score P          exit 1 when the score (0-100) is under P
  --min-coverage N[,R]   exit 1 when fewer than N documented answers (and R rules) are met
  --max-requests N       request budget for the whole run (default 400)
  --slow                 opt-in code_lifetime: wait a code's lifetime (10 min) to check it expires
  --spend-rate-limit     opt-in rate_limit_exhaustion: use up getGoogleLoginUrl's rate-limit
                         window to check its 429 (spends a shared server's budget for that window)
  --unknown-bot-token    opt-in bot_check_unknown_token: send the contact form a token no bot
                         check issued and demand 403 (only a backend on production reCAPTCHA keys,
                         or one that knows the tokens it issued, can pass it)
  --email-domain DOMAIN  every address sent is under it (default example.com)
  --dry-run              list what would be sent, send nothing
  --seed N               fast-check seed, to repeat a run's generated inputs
  --positive N           generated valid inputs per operation (default 2)
  --negative N           generated invalid inputs per operation (default 12)
  --max-wait S           longest wait for a rate limit or Retry-After, in seconds (default 65)
  --timeout MS           per-request and per-inbox-read timeout (default 10000)
  --version              print the toolkit's version and the contract's, and exit
  --help                 print this and exit

Exit codes:
  0  every check that ran held (and the --min-score/--min-coverage thresholds were met)
  1  the target broke the contract, or fell under a threshold you set
  2  cannot judge: bad options, a --contract that is not a version of this contract, a target
     that refuses the connection or does not answer (one probe: at once, or after one
     --timeout), only 429s, or a result file that cannot be written

Environment: none read. The --inbox-command program gets CONFORMANCE_EMAIL.

Side effects: valid requests are really accepted (a few whitelist requests and contact messages,
a session): point it at staging, not production. At most --max-requests requests; the target's
rate limits are obeyed (waits are announced with their length). A URL with credentials is
refused; --header values go only to the target and the inbox (redirects are not followed, the
inbox's only within its origin); at most 1 MiB of any answer is read. Writes only the files named.

Example:
  testbeam-contract run --target http://localhost:8080 \\
    --inbox http://localhost:8080/__mock/outbox --header "X-Mock-Namespace: ci-42" \\
    --junit conformance.xml --coverage coverage.json --min-score 95`;

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
        ctrf: { type: 'string' },
        'min-score': { type: 'string' },
        'min-coverage': { type: 'string' },
        only: { type: 'string' },
        skip: { type: 'string' },
        'unknown-bot-token': { type: 'boolean' },
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
      ctrf: values.ctrf,
      minScore: values['min-score'],
      minCoverage: values['min-coverage'],
      only: values.only,
      skip: values.skip,
      unknownBotToken: values['unknown-bot-token'],
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
    const flag = issue?.path[0] === undefined ? '' : `--${kebab(String(issue.path[0]))} `;
    return new Error(`${flag}${issue?.message ?? 'invalid options'}`);
  } catch (error) {
    return new Error(parseArgsMessage(error));
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

/** node:util's parseArgs errors, in the same voice: "--nope is not an option (see --help)". */
function parseArgsMessage(error: unknown): string {
  const { code, message } = error as { code?: string; message: string };
  const flag = /'(-[^' ]+)/.exec(message)?.[1] ?? '';
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') return `${flag} is not an option (see --help)`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE')
    return /argument missing/.test(message)
      ? `${flag} needs a value`
      : /ambiguous/.test(message)
        ? `${flag} needs a value; one that starts with - is written ${flag}=-…`
        : `${flag} takes no value`;
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL')
    return `${/'([^']+)'/.exec(message)?.[1] ?? 'an argument'} is not an option (see --help)`;
  return message;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
