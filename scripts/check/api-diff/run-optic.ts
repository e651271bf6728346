// Runs `optic diff <base> <head> --check` on two texts of the contract, in a throwaway directory
// that holds both files and Optic's record of the run, and returns that record.
//
// - CI=true makes Optic write ci-run-details.json (the structured check results; its `--json`
//   prints only the changelog) into its working directory: the temp dir, never the repository.
// - Not `--json`: with it Optic silences its own logger, so a spec it cannot read exits 1 with no
//   word said. Without it, the text it prints is what we show when it fails.
// - The standard sets `skip_when_major_version_changes: false`: by default Optic's breaking-changes
//   ruleset checks nothing at all when the major version changes, and we want to print what a
//   major bump breaks (verdict.ts then lets it through).
// - OPTIC_TELEMETRY_LEVEL=off is Optic's switch for Sentry and Segment; NO_UPDATE_NOTIFIER stops
//   its update check, which would ask the npm registry and write under ~/.config.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ApiDiffError } from './api-diff-error';
import { parseCiRunDetails, type OpticComparison } from './optic-results';

const STANDARD = `ruleset:
  - breaking-changes:
      skip_when_major_version_changes: false
`;

/** Optic's CLI entry, found through the package so no `.bin` shim or PATH is involved. */
export function opticBin(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@useoptic/optic/package.json');
  const { bin } = JSON.parse(readFileSync(packageJson, 'utf8')) as { bin: string };
  return join(dirname(packageJson), bin);
}

export type OpticRun = OpticComparison & { exitCode: number };

/** Compares two OpenAPI texts with Optic; throws (with Optic's own output) when it fails. */
export function runOptic(baseText: string, headText: string): OpticRun {
  const dir = mkdtempSync(join(tmpdir(), 'api-diff-'));
  try {
    // One folder per side, so that Optic's own error messages say which side they are about.
    const texts = { base: baseText, head: headText };
    for (const [side, text] of Object.entries(texts)) {
      mkdirSync(join(dir, side));
      writeFileSync(join(dir, side, 'openapi.yaml'), text);
    }
    writeFileSync(join(dir, 'standard.yml'), STANDARD);
    const files = ['base/openapi.yaml', 'head/openapi.yaml'];
    const run = spawnSync(
      process.execPath,
      [opticBin(), 'diff', ...files, '--check', '--standard', 'standard.yml'],
      {
        cwd: dir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, CI: 'true', OPTIC_TELEMETRY_LEVEL: 'off', NO_UPDATE_NOTIFIER: '1' },
      },
    );
    const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.replaceAll(`${dir}/`, '').trim();
    const detailsPath = join(dir, 'ci-run-details.json');
    if (run.error || !existsSync(detailsPath)) {
      const why = run.error?.message ?? `exit code ${run.status ?? run.signal}`;
      throw new ApiDiffError(`Optic could not compare the files (${why}):\n${output}`);
    }
    const comparison = parseCiRunDetails(JSON.parse(readFileSync(detailsPath, 'utf8')));
    return { ...comparison, exitCode: run.status ?? 1 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
