// What the check concludes from Redocly's rule results and the two `info.version`s. A breaking change
// fails the check unless the contract's major version changed: that is how a deliberate break
// is announced (semver), so the check still lists what breaks but lets it through.
import { parse } from 'yaml';
import type { ChangeRow } from './change-rows';
import type { RuleResult } from './redocly-report';

export type Verdict = {
  breaking: RuleResult[];
  /** Rule results rated below major (a rule set to minor or patch): shown, never failing. */
  warnings: RuleResult[];
  compatible: number;
  /** `1.4.0 → 2.0.0` when the major part differs, else undefined. */
  majorBump: string | undefined;
  exitCode: 0 | 1;
};

/** The major part of a semver-like version (`2` of `2.0.0`, `v2.1`), or undefined. */
export function majorOf(version: unknown): number | undefined {
  if (typeof version !== 'string' && typeof version !== 'number') return undefined;
  const match = /^\s*v?(\d+)(?:\.|$|-|\+)/.exec(String(version));
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** `info.version` of an OpenAPI document's text, or undefined when it cannot be read. */
export function infoVersion(text: string): string | undefined {
  try {
    const document = parse(text) as { info?: { version?: unknown } } | null;
    const version = document?.info?.version;
    return version === undefined || version === null ? undefined : String(version);
  } catch {
    return undefined;
  }
}

/** The version change when the major parts of both versions are known and differ. */
export function majorBump(baseVersion?: string, headVersion?: string): string | undefined {
  const before = majorOf(baseVersion);
  const after = majorOf(headVersion);
  if (before === undefined || after === undefined || before === after) return undefined;
  return `${baseVersion} → ${headVersion}`;
}

export function verdict(
  rows: ChangeRow[],
  results: RuleResult[],
  versions: { base?: string; head?: string },
): Verdict {
  const breaking = results.filter((result) => result.impact === 'major');
  const warnings = results.filter((result) => result.impact !== 'major');
  const bump = majorBump(versions.base, versions.head);
  return {
    breaking,
    warnings,
    compatible: rows.filter((row) => !row.breaking).length,
    majorBump: bump,
    exitCode: breaking.length > 0 && bump === undefined ? 1 : 0,
  };
}
