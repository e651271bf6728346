// `npm run bench` lists the benchmarks; `npm run bench -- NAME [args]` runs one. Each prints its
// figures (most also write reports/NAME.json) and asserts nothing; the one gate on sizes is
// `npm run check -- size`.
import { fileURLToPath } from 'node:url';
import { listOf, pick, runStep, tsx, type Step } from '../tooling/steps';

export const benches: readonly Step[] = [
  {
    name: 'size',
    command: tsx('scripts/bench/size.ts'),
    about: "each route's first load and a six-page visit against their budgets (needs a build)",
  },
  {
    name: 'journey',
    command: tsx('scripts/bench/journey.ts'),
    about: 'two visits on Lighthouse user flows, low-end phone and standard (build dirs as args)',
  },
  {
    name: 'first-tap',
    command: tsx('scripts/bench/first-tap.ts'),
    about: "each template's first tap on a settled page and the tap after it, low-end phone and 4×",
  },
  {
    name: 'lighthouse',
    command: tsx('scripts/bench/lighthouse.ts'),
    about: 'Lighthouse mobile on every route, every audit that cost points (LH_ROUTES, LH_RUNS)',
  },
  {
    name: 'inp',
    command: tsx('scripts/bench/inp.ts'),
    about: 'first taps, keys and submits at 4× CPU, and when each island is ready',
  },
  {
    name: 'long-tasks',
    command: tsx('scripts/bench/long-tasks.ts'),
    about: 'what blocks the main thread of each template on a slow phone',
  },
  {
    name: 'serve',
    command: tsx('scripts/bench/serve.ts'),
    about: 'the home page served by the mock server and by nginx',
  },
  {
    name: 'api',
    command: tsx('scripts/bench/api.ts'),
    about: 'autocannon against each mock API endpoint, in-process',
  },
  {
    name: 'journal',
    command: tsx('scripts/bench/journal.ts'),
    about: "the mock's developer tools (journal, HAR, stores) at their caps",
  },
  {
    name: 'proxy',
    command: tsx('scripts/bench/proxy.ts'),
    about: 'what proxy mode (MOCK_UPSTREAM) adds per request',
  },
  {
    name: 'namespaces',
    command: tsx('scripts/bench/namespaces.ts'),
    about: 'what mock namespaces cost in time and memory',
  },
];

const usage = () =>
  `npm run bench -- NAME [args]: runs one benchmark; they print figures and assert nothing.\n${listOf(benches)}`;

/** What a command line asks for: the list, one bench with its arguments, or an unknown name. */
export function benchCommand(
  argv: readonly string[],
): { list: true } | { bench: Step; args: string[] } | { unknown: string } {
  const [name, ...args] = argv;
  if (!name || name === '--help' || name === 'list') return { list: true };
  const picked = pick(benches, [name]);
  if ('unknown' in picked) return { unknown: name };
  return { bench: picked.steps[0] as Step, args };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const command = benchCommand(process.argv.slice(2));
  if ('list' in command) console.info(usage());
  else if ('unknown' in command) {
    console.error(`bench: no benchmark "${command.unknown}"\n${usage()}`);
    process.exitCode = 1;
  } else process.exitCode = await runStep(command.bench, command.args);
}
