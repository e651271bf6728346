// Runs `redocly diff base head --format json` on two texts of the contract, in a throwaway
// directory that holds both files, with the rules of redocly-diff.yaml, and returns its report.
//
// - `--fail-on none`: Redocly would otherwise exit 1 on a major change even after a major bump;
//   the verdict is ours (verdict.ts), so a non-zero exit here means the comparison failed.
// - `--lint-config error`: a mistake in redocly-diff.yaml stops the check instead of running it
//   with fewer rules.
// - REDOCLY_TELEMETRY=off and REDOCLY_SUPPRESS_UPDATE_NOTICE: no calls home from a check.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { ApiDiffError } from './api-diff-error';
import { parseReport, type RedoclyReport } from './redocly-report';

const RULES = join(dirname(fileURLToPath(import.meta.url)), 'redocly-diff.yaml');

/** Redocly's CLI entry, found through the package so no `.bin` shim or PATH is involved. */
export function redoclyBin(): string {
  const require = createRequire(import.meta.url);
  const packageJson = require.resolve('@redocly/cli/package.json');
  const { bin } = JSON.parse(readFileSync(packageJson, 'utf8')) as { bin: { redocly: string } };
  return join(dirname(packageJson), bin.redocly);
}

type Run = { code: number | string | null; output: string };

/** Runs a command to its end, never throwing: a failure is an exit code and its output. */
async function run(file: string, args: string[], cwd: string): Promise<Run> {
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  try {
    const done = await promisify(execFile)(file, args, { cwd, env, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, output: `${done.stdout}${done.stderr}` };
  } catch (error) {
    const failed = error as { code?: number | string; stdout?: string; stderr?: string };
    return { code: failed.code ?? null, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** Compares two OpenAPI texts with Redocly; throws (with Redocly's own output) when it fails. */
export async function runRedocly(baseText: string, headText: string): Promise<RedoclyReport> {
  const dir = mkdtempSync(join(tmpdir(), 'api-diff-'));
  try {
    // One folder per side, so that Redocly's own error messages say which side they are about.
    const texts = { base: baseText, head: headText };
    for (const [side, text] of Object.entries(texts)) {
      mkdirSync(join(dir, side));
      writeFileSync(join(dir, side, 'openapi.yaml'), text);
    }
    const args = ['diff', 'base/openapi.yaml', 'head/openapi.yaml', '--config', RULES];
    args.push('--format', 'json', '--output', 'report.json', '--fail-on', 'none');
    args.push('--lint-config', 'error');
    const result = await run(process.execPath, [redoclyBin(), ...args], dir);
    // Without the boxed notices Redocly prints on every run (a Node.js deprecation, for one).
    const output = result.output
      .replaceAll(`${dir}/`, '')
      .split('\n')
      .filter((line) => !/^\s*[╔║╚]/.test(line))
      .join('\n')
      .trim();
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    } catch {
      json = undefined;
    }
    if (result.code !== 0 || json === undefined) {
      throw new ApiDiffError(
        `redocly diff could not compare the files (exit code ${result.code}):\n${output}`,
      );
    }
    return parseReport(json);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
