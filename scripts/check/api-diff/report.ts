// The check's printout: the changes grouped per operation, then each breaking change with the
// rule's own message (Redocly's words name the property or status) and the line it points at, then one summary line that CI
// logs and people scanning a terminal can stop at.
import type { ChangeRow } from './change-rows';
import type { RuleResult } from './redocly-report';
import type { Verdict } from './verdict';

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

function changeLines(rows: ChangeRow[]): string[] {
  // Map.groupBy would do, but Node 20 lacks it.
  const byOperation = new Map<string, ChangeRow[]>();
  for (const row of rows) {
    const group = byOperation.get(row.operation) ?? [];
    group.push(row);
    byOperation.set(row.operation, group);
  }
  return [...byOperation].flatMap(([operation, opRows]) => [
    `  ${operation}`,
    ...opRows.map((row) => {
      const detail = row.detail.length > 0 ? ` (${row.detail.join(', ')})` : '';
      return `    ${row.where}: ${row.change}${detail}${row.breaking ? '  [breaking]' : ''}`;
    }),
  ]);
}

function resultLines(results: RuleResult[]): string[] {
  return results.flatMap((result) => [
    `  ${result.where}`,
    `    ${result.error ?? 'failed'} [${result.name}]`,
  ]);
}

/** The last line: what passed or failed, against which commit. */
function summaryLine(verdict: Verdict, rowCount: number, against: string): string {
  const breaking = verdict.breaking.length;
  if (breaking > 0) {
    const allowed = verdict.majorBump
      ? `, allowed by the major version bump (${verdict.majorBump})`
      : '';
    return `api-diff: ${plural(breaking, 'breaking change')} against ${against}${allowed}`;
  }
  if (rowCount === 0) return `api-diff: no changes against ${against}`;
  return `api-diff: no breaking changes against ${against}; ${plural(verdict.compatible, 'compatible change')}`;
}

export function reportLines(rows: ChangeRow[], verdict: Verdict, against: string): string[] {
  const lines: string[] = [];
  if (rows.length > 0) {
    lines.push(`Changes to openapi.yaml against ${against}:`, ...changeLines(rows));
  }
  if (verdict.breaking.length > 0) {
    lines.push(`Breaking changes (${verdict.breaking.length}):`, ...resultLines(verdict.breaking));
    if (verdict.majorBump) {
      lines.push(`info.version went ${verdict.majorBump}: a major version bump allows these.`);
    }
  }
  if (verdict.warnings.length > 0) {
    lines.push(`Warnings (not failing):`, ...resultLines(verdict.warnings));
  }
  lines.push(summaryLine(verdict, rows.length, against));
  return lines;
}
