// One comparison from two texts of openapi.yaml to the lines to print and the exit code, so the
// test drives the same path as the CLI without a git repository.
import { changeRows, ruleResults } from './change-rows';
import { reportLines } from './report';
import { runRedocly } from './run-redocly';
import { infoVersion, verdict } from './verdict';

export type CheckResult = { exitCode: 0 | 1; lines: string[] };

/** `against` names the base in the output, e.g. `main (abc1234)`. */
export async function checkApiDiff(
  baseText: string,
  headText: string,
  against: string,
): Promise<CheckResult> {
  const { changes } = await runRedocly(baseText, headText);
  const rows = changeRows(changes);
  const result = verdict(rows, ruleResults(changes), {
    base: infoVersion(baseText),
    head: infoVersion(headText),
  });
  return { exitCode: result.exitCode, lines: reportLines(rows, result, against) };
}
