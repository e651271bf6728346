// One comparison from two texts of openapi.yaml to the lines to print and the exit code, so the
// test drives the same path as the CLI without a git repository.
import { ApiDiffError } from './api-diff-error';
import { changeRows } from './change-rows';
import { reportLines } from './report';
import { runOptic } from './run-optic';
import { infoVersion, verdict } from './verdict';

export type CheckResult = { exitCode: 0 | 1; lines: string[] };

/** `against` names the base in the output, e.g. `main (abc1234)`. */
export function checkApiDiff(baseText: string, headText: string, against: string): CheckResult {
  const optic = runOptic(baseText, headText);
  const rows = changeRows(optic.groupedDiffs);
  const result = verdict(rows, optic.results, {
    base: infoVersion(baseText),
    head: infoVersion(headText),
  });
  // Optic fails its own run exactly when an error-severity rule fails; if we read no such
  // failure from its record, the record is not what we think it is: refuse to pass.
  const opticFailed = optic.exitCode !== 0;
  if (opticFailed !== result.breaking.length > 0) {
    throw new ApiDiffError(
      `Optic exited ${optic.exitCode} but its record lists ${result.breaking.length} breaking changes`,
    );
  }
  return {
    exitCode: result.exitCode,
    lines: reportLines(rows, result, against, optic.warnings),
  };
}
