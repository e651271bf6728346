// bench first-tap's figures: the goals a settled page's first tap is held to, the medians of a
// template's runs and the table. Pure: first-tap.ts drives the browser.
import { median } from '../tooling/stats';

/**
 * On the low-end phone, a tap on a page that had time to settle: at most 100 ms, and at most 40 ms
 * more than the tap after it (nothing parked until the first interaction pays its work then).
 */
export const firstTapGoals = { firstMs: 100, overSecondMs: 40 } as const;

export type TapRun = { firstMs: number; secondMs: number };
export type TemplateTaps = { template: string; path: string; runs: TapRun[] };
export type TapFigures = {
  template: string;
  path: string;
  firstMs: number;
  secondMs: number;
  /** The first tap's excess over the second, the medians' difference. */
  overSecondMs: number;
  met: boolean;
};

/** A template's medians over its runs, and whether they meet `firstTapGoals`. */
export function tapFigures({ template, path, runs }: TemplateTaps): TapFigures {
  if (runs.length === 0) throw new Error(`${path}: no runs`);
  const firstMs = median(runs.map((run) => run.firstMs));
  const secondMs = median(runs.map((run) => run.secondMs));
  const overSecondMs = Math.max(0, firstMs - secondMs);
  return {
    template,
    path,
    firstMs,
    secondMs,
    overSecondMs,
    met: firstMs <= firstTapGoals.firstMs && overSecondMs <= firstTapGoals.overSecondMs,
  };
}

/** The table: a row per template, ✓ or ✗ against the goals. */
export function tapTable(rows: readonly TapFigures[]): string[] {
  return [
    '| template | page | first tap ms | second tap ms | first over second | goals |',
    '|---|---|---:|---:|---:|---|',
    ...rows.map(
      (row) =>
        `| ${row.template} | \`${row.path}\` | ${Math.round(row.firstMs)} | ${Math.round(row.secondMs)}` +
        ` | ${Math.round(row.overSecondMs)} | ${row.met ? '✓' : '✗'} |`,
    ),
  ];
}
