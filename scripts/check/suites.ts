// What `npm test`, `npm run test:quick` and CI's last phase run, as plans of npm scripts that
// run-suites.ts runs side by side where they share no state (issue 42). Pure: the plans and the
// scheduler's one decision, which steps may start now, with their tests beside them.

export interface Step {
  /** The npm script. */
  script: string;
  /** Scripts that must have passed first (the build, for whatever reads dist/). */
  after?: string[];
  /**
   * Runs with nothing beside it: the end-to-end suite, whose two workers use both cores and
   * whose first-page checks want a quiet machine.
   */
  alone?: boolean;
}

/** Steps in order of preference: the scheduler starts the first ready ones. */
export const plans: Record<string, Step[]> = {
  // Everything npm test held as one chain; only the order is the scheduler's. The unit tests'
  // two workers fill both cores, so each pairs with what leaves one idle: `check` (one thread:
  // tsc, ESLint, Prettier) beside the contract suite (which sleeps through a real cooldown), then
  // the unit tests beside the build's tail and what reads dist/.
  test: [
    { script: 'check' },
    { script: 'test:contract' },
    { script: 'test:unit' },
    { script: 'build' },
    { script: 'check:size', after: ['build'] },
    { script: 'check:font', after: ['build'] },
    { script: 'check:html', after: ['build'] },
    { script: 'test:static', after: ['build'] },
    { script: 'test:e2e', after: ['build'], alone: true },
  ],
  // Before each commit: no build, no browser (docs/development.md).
  quick: [
    { script: 'format:check' },
    { script: 'typecheck' },
    { script: 'lint' },
    { script: 'test:unit' },
    { script: 'test:contract' },
  ],
  // CI after npm test: three checks with nothing in common (the other engines read dist/, the
  // LTS lines work in their own copy, the container builds its own image).
  'ci-after': [
    { script: 'test:engines' },
    { script: 'test:node-lts' },
    { script: 'test:container' },
  ],
};

export type State = 'waiting' | 'running' | 'passed' | 'failed';

/**
 * The steps to start now, given each step's state and how many may run at once: none after a
 * failure (as `a && b` would not), a step only once those it comes after have passed, an
 * `alone` step only when nothing runs, and nothing beside it.
 */
export function readyToStart(
  plan: readonly Step[],
  states: ReadonlyMap<string, State>,
  concurrency: number,
): Step[] {
  const state = (script: string) => states.get(script) ?? 'waiting';
  if (plan.some((step) => state(step.script) === 'failed')) return [];
  const running = plan.filter((step) => state(step.script) === 'running');
  if (running.some((step) => step.alone)) return [];
  const started: Step[] = [];
  for (const step of plan) {
    if (running.length + started.length >= concurrency) break;
    if (state(step.script) !== 'waiting') continue;
    if (!(step.after ?? []).every((script) => state(script) === 'passed')) continue;
    if (step.alone) {
      if (running.length + started.length === 0) started.push(step);
      break;
    }
    started.push(step);
  }
  return started;
}

/** Where a plan is wrong: an `after` that names no step of it, or a step named twice. */
export function planProblems(plan: readonly Step[]): string[] {
  const names = plan.map((step) => step.script);
  const problems = names
    .filter((name, index) => names.indexOf(name) !== index)
    .map((name) => `${name} is in the plan twice`);
  for (const step of plan) {
    for (const before of step.after ?? []) {
      if (!names.includes(before))
        problems.push(`${step.script} comes after ${before}, not in the plan`);
    }
  }
  return problems;
}
