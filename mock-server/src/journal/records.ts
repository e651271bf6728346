import type { ContractViolation } from '../contract/violation';

/** How often one documented answer (operationId, status as openapi.yaml spells it) went out. */
export interface AnswerCount {
  operation: string;
  status: string;
  count: number;
  /** Of those, how many a scenario or a `Prefer` header forced. */
  forced: number;
}

/** One kind of contract violation the proxy saw, and where in the journal it was last seen. */
export interface ViolationCount {
  operation: string | null;
  status: string;
  direction: ContractViolation['direction'];
  pointer: string;
  expected: string;
  count: number;
  /** Journal sequence numbers of its first and last sighting; null summed over namespaces. */
  firstSeq: number | null;
  lastSeq: number | null;
}

/** Proxy mode: calls forwarded, those whose request or answer broke the contract, unanswered. */
export interface UpstreamCounts {
  forwarded: number;
  violating: number;
  failed: number;
}

/** What `GET /__mock/records` answers (docs/mock-console.md "Records that do not rotate"). */
export interface RecordsView {
  namespace: string | null;
  since: string;
  mode: 'mock' | 'proxy';
  answers: AnswerCount[];
  violations: ViolationCount[];
  upstream: UpstreamCounts;
}

const violationKey = (v: ContractViolation, status: string) =>
  `${v.operation ?? ''}\n${status}\n${v.direction}\n${v.pointer}\n${v.expected}`;

/**
 * Counters that do not rotate with the journal's ring: per answered (operation, status), per
 * violation kind, and the proxy's totals. One Map lookup and an increment per call.
 */
export class Records {
  private readonly answerCounts = new Map<string, AnswerCount>();
  private readonly violationCounts = new Map<string, ViolationCount>();
  private readonly upstreamCounts: UpstreamCounts = { forwarded: 0, violating: 0, failed: 0 };

  constructor(private sinceMs: number) {}

  get since(): number {
    return this.sinceMs;
  }

  /**
   * Counts one answer of an operation: what the client got, or in proxy mode the upstream's own
   * status; `forced` when a scenario or `Prefer` chose it.
   */
  answered(operation: string, status: number, forced: boolean): void {
    const key = `${operation} ${status}`;
    const found = this.answerCounts.get(key);
    if (found) {
      found.count += 1;
      if (forced) found.forced += 1;
      return;
    }
    const code = String(status);
    this.answerCounts.set(key, { operation, status: code, count: 1, forced: forced ? 1 : 0 });
  }

  /**
   * Proxy mode: one forwarded call, its violations (seen in journal entry `seq`) under `status`
   * (the upstream's, or the one the client got when the upstream never answered: `failed`).
   */
  forwarded(
    violations: readonly ContractViolation[],
    status: number,
    seq: number,
    failed: boolean,
  ): void {
    this.upstreamCounts.forwarded += 1;
    if (failed) this.upstreamCounts.failed += 1;
    if (violations.length === 0) return;
    this.upstreamCounts.violating += 1;
    const code = String(status);
    for (const violation of violations) {
      const key = violationKey(violation, code);
      const found = this.violationCounts.get(key);
      if (found) {
        found.count += 1;
        found.lastSeq = seq;
        continue;
      }
      const { operation, direction, pointer, expected } = violation;
      this.violationCounts.set(key, {
        ...{ operation, status: code, direction, pointer, expected },
        ...{ count: 1, firstSeq: seq, lastSeq: seq },
      });
    }
  }

  /** Adds `other`'s counts to these (seq numbers are per namespace, so the sum has none). */
  add(other: Records): void {
    for (const [key, answer] of other.answerCounts) {
      const found = this.answerCounts.get(key);
      if (found) {
        found.count += answer.count;
        found.forced += answer.forced;
      } else this.answerCounts.set(key, { ...answer });
    }
    for (const [key, violation] of other.violationCounts) {
      const found = this.violationCounts.get(key);
      if (found) found.count += violation.count;
      else this.violationCounts.set(key, { ...violation, firstSeq: null, lastSeq: null });
    }
    for (const name of ['forwarded', 'violating', 'failed'] as const) {
      this.upstreamCounts[name] += other.upstreamCounts[name];
    }
  }

  /** Starts counting again from `at` (epoch ms). */
  clear(at: number): void {
    this.answerCounts.clear();
    this.violationCounts.clear();
    for (const name of ['forwarded', 'violating', 'failed'] as const) this.upstreamCounts[name] = 0;
    this.sinceMs = at;
  }

  /** The route's shape: answers sorted by operation then status, violations by their key. */
  view(namespace: string | null, mode: RecordsView['mode']): RecordsView {
    const byKey = <T>(map: Map<string, T>) =>
      [...map.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([, value]) => ({ ...value }));
    return {
      namespace,
      since: new Date(this.sinceMs).toISOString(),
      mode,
      answers: byKey(this.answerCounts),
      violations: byKey(this.violationCounts),
      upstream: { ...this.upstreamCounts },
    };
  }
}
