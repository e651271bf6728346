// `npm run check` runs every check of the sources, in order, each timed, and stops at the first
// that fails. `npm run check -- NAME [NAME...]` runs the named ones (what `npm test` runs after the
// build: `size font html`; after the end-to-end suite: `site-coverage`); `npm run check -- list`
// lists them. One check may take its own options: `npm run check -- api-diff --base REF`.
import { fileURLToPath } from 'node:url';
import { listOf, pick, runInOrder, runStep, tsx, type Step } from '../tooling/steps';

/** What `npm run check` runs with no name, in this order: the fast ones first. */
export const sourceChecks: readonly Step[] = [
  {
    name: 'format',
    command: ['npm', 'run', '--silent', 'format:check'],
    about: 'Prettier, every file',
  },
  { name: 'types', command: ['npm', 'run', '--silent', 'typecheck'], about: 'tsc, no emit' },
  {
    name: 'lint',
    command: ['npm', 'run', '--silent', 'lint'],
    about: 'ESLint, room boundaries included',
  },
  {
    name: 'cycles',
    command: ['depcruise', '.', '--config', '.dependency-cruiser.mjs', '--output-type', 'err'],
    about: 'no import circle between files (dependency-cruiser)',
  },
  {
    name: 'lint-api',
    command: ['redocly', 'lint', 'openapi.yaml', 'mock-server/openapi.dev.yaml'],
    about: 'both contracts, by Redocly',
  },
  {
    name: 'lint-owasp',
    command: [
      'spectral',
      'lint',
      '--ruleset',
      '.spectral.yaml',
      '--fail-severity',
      'error',
      '--display-only-failures',
      'openapi.yaml',
      'mock-server/openapi.dev.yaml',
    ],
    about: 'both contracts against the OWASP API Security Top 10 (Spectral)',
  },
  {
    name: 'generated',
    command: tsx('scripts/check/check-generated.ts'),
    about: 'committed generated files match their generators',
  },
  {
    name: 'compose',
    command: ['dclint', '--max-warnings', '0', 'docker-compose.yml'],
    about: 'docker-compose.yml (dclint)',
  },
  {
    name: 'citations',
    command: tsx('scripts/check/check-citations.ts'),
    about: 'every cited file, heading, npm script and setting exists',
  },
  {
    name: 'api-diff',
    command: tsx('scripts/check/check-api-diff.ts'),
    about: 'no breaking change to openapi.yaml without a major version',
  },
  {
    name: 'report-lines',
    command: tsx('scripts/check/report-lines.ts'),
    about: 'lists hand-written files past 300 lines (a report, never a failure)',
  },
];

/** Checks of what the build or the end-to-end suite wrote: run by name. */
export const outputChecks: readonly Step[] = [
  {
    name: 'size',
    command: tsx('scripts/bench/size.ts', '--check'),
    about: "the one size gate: each route's first load within its budget (needs a build)",
  },
  {
    name: 'font',
    command: tsx('scripts/check/check-font.ts'),
    about: "the built Inter subset holds every page's text (needs a build)",
  },
  {
    name: 'html',
    command: tsx('scripts/check/check-html.ts'),
    about: 'the W3C Nu checker on the built HTML and CSS (needs a build and Java)',
  },
  {
    name: 'site-coverage',
    command: tsx('tests/e2e/coverage/check.ts'),
    about: 'the site met every answer it must (after npm run test:e2e)',
  },
];

const allChecks = [...sourceChecks, ...outputChecks];

const usage = () =>
  `npm run check: every check of the sources, in order\n${listOf(sourceChecks)}\n` +
  `npm run check -- NAME [NAME...]: the named ones, in the order given; also\n${listOf(outputChecks)}`;

/** What a command line asks for: the list, the checks with one check's options, or an error. */
export function checkCommand(
  argv: readonly string[],
): { list: true } | { checks: Step[]; args: string[] } | { error: string } {
  if (argv[0] === 'list' || argv[0] === '--help') return { list: true };
  const firstOption = argv.findIndex((arg) => arg.startsWith('-'));
  const names = firstOption === -1 ? [...argv] : argv.slice(0, firstOption);
  // A second `--` (`npm run check -- api-diff -- --base x`) only separates, as npm's first does.
  const args = firstOption === -1 ? [] : argv.slice(firstOption).filter((arg) => arg !== '--');
  if (names.length === 0 && args.length === 0) return { checks: [...sourceChecks], args };
  if (names.length !== 1 && args.length > 0) {
    return { error: `options (${args.join(' ')}) go to one check, named before them` };
  }
  const picked = pick(allChecks, names);
  if ('unknown' in picked) return { error: `no check named ${picked.unknown.join(', ')}` };
  return { checks: picked.steps, args };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const command = checkCommand(process.argv.slice(2));
  if ('list' in command) console.info(usage());
  else if ('error' in command) {
    console.error(`check: ${command.error}\n${usage()}`);
    process.exitCode = 1;
  } else {
    const { checks, args } = command;
    process.exitCode = await runInOrder('check', checks, (step) => runStep(step, args));
  }
}
