import { randomUUID } from 'node:crypto';
import type { ForcedAnswer } from '../contract/prefer';
import type { CheckedScenario, Fault } from './scenario-input';

/** A scenario as GET /__mock/scenarios lists it (openapi.dev.yaml's Scenario). */
export interface Scenario {
  id: string;
  operation: string;
  status: number | null;
  example: string | null;
  latencyMs: number;
  /** Only calls whose body names this address (lower-cased); null: every call. */
  email: string | null;
  /** A failure below HTTP instead of an answer (scenario-input.ts's `faults`); null: none. */
  fault: Fault | null;
  /** As set: null means every call until cleared. */
  times: number | null;
  /** Calls left; null until cleared. */
  remaining: number | null;
  used: number;
  createdAt: string;
  /** A recorded upstream answer (POST /__mock/scenarios/from-request/{id}): that journal id. */
  fromRequest?: string;
}

/** What a call meets: the documented answer to send (or null: the real handler), after a wait. */
export interface ScenarioUse {
  scenario: Scenario;
  answer: ForcedAnswer | null;
  latencyMs: number;
  fault: Fault | null;
}

/** How a held call (fault "hang") ends: its scenario cleared, the time up, or the client gone. */
export type HoldEnd = 'cleared' | 'timeout' | 'aborted';

export type ScenarioEventKind = 'set' | 'used' | 'expired' | 'cleared';

export interface ScenarioBookOptions {
  now: () => number;
  onChange?: (kind: ScenarioEventKind, scenario: Scenario) => void;
  /** Active scenarios at most, so a runaway script cannot grow memory. */
  max?: number;
}

interface Entry {
  scenario: Scenario;
  answer: ForcedAnswer | null;
}

/**
 * The active scenarios, in the order they were set: for one operation they form a queue, the
 * first that matches a call answers it ("next 3 → 429, then next 1 → 500").
 */
export class ScenarioBook {
  private readonly entries: Entry[] = [];
  /** Calls a "hang" scenario holds, by scenario id, each with what ends its hold. */
  private readonly holds = new Map<string, Set<(end: HoldEnd) => void>>();

  constructor(private readonly options: ScenarioBookOptions) {}

  get size(): number {
    return this.entries.length;
  }

  get max(): number {
    return this.options.max ?? 1000;
  }

  /** Why no scenario can be added (the book is full), or null. */
  get fullMessage(): string | null {
    return this.size >= this.max
      ? `At most ${this.max} scenarios can be active; clear some first.`
      : null;
  }

  list(): Scenario[] {
    return this.entries.map(({ scenario }) => ({ ...scenario }));
  }

  add(checked: CheckedScenario): Scenario {
    const answer = checked.answer;
    const scenario: Scenario = {
      id: randomUUID(),
      operation: checked.operation.operationId,
      status: answer?.status ?? null,
      example: checked.example,
      latencyMs: checked.latencyMs,
      email: checked.email,
      fault: checked.fault,
      times: checked.times,
      remaining: checked.times,
      used: 0,
      createdAt: new Date(this.options.now()).toISOString(),
      ...(checked.fromRequest === undefined ? {} : { fromRequest: checked.fromRequest }),
    };
    this.entries.push({ scenario, answer });
    this.announce('set', scenario);
    return { ...scenario };
  }

  /**
   * Takes one call from the first scenario of `operation` that matches `email`: counted at once,
   * so concurrent calls meet successive scenarios; removed when it has no call left.
   */
  use(operation: string, email: string | undefined): ScenarioUse | null {
    const index = this.indexFor(operation, email);
    const entry = this.entries[index];
    if (!entry) return null;
    const { scenario, answer } = entry;
    scenario.used += 1;
    if (scenario.remaining !== null) scenario.remaining -= 1;
    this.announce('used', scenario);
    if (scenario.remaining === 0) {
      this.entries.splice(index, 1);
      this.announce('expired', scenario);
    }
    return {
      scenario: { ...scenario },
      answer,
      latencyMs: scenario.latencyMs,
      fault: scenario.fault,
    };
  }

  /** Whether a call of `operation` naming `email` would meet a scenario; uses none up. */
  has(operation: string, email: string | undefined): boolean {
    return this.indexFor(operation, email) !== -1;
  }

  private indexFor(operation: string, email: string | undefined): number {
    const address = email?.trim().toLowerCase();
    return this.entries.findIndex(
      ({ scenario }) =>
        scenario.operation === operation && (scenario.email === null || scenario.email === address),
    );
  }

  /**
   * Holds a call of scenario `id` (fault "hang") until that scenario is cleared (then the call
   * goes on: the visitor's pending state recovers), `timeoutMs` passes or `signal` aborts (the
   * client gave up). A scenario used up by its `times` is gone from the list, and its held calls
   * then end with the next clear of every scenario (DELETE /__mock/scenarios, a reset).
   */
  hold(id: string, timeoutMs: number, signal?: AbortSignal): Promise<HoldEnd> {
    return new Promise((resolve) => {
      const waiting = this.holds.get(id) ?? new Set<(end: HoldEnd) => void>();
      this.holds.set(id, waiting);
      const end = (how: HoldEnd) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        waiting.delete(end);
        if (waiting.size === 0 && this.holds.get(id) === waiting) this.holds.delete(id);
        resolve(how);
      };
      const onAbort = () => end('aborted');
      const timer = setTimeout(() => end('timeout'), timeoutMs);
      if (signal?.aborted) return end('aborted');
      signal?.addEventListener('abort', onAbort, { once: true });
      waiting.add(end);
    });
  }

  /** Calls held right now (fault "hang"), over every scenario. */
  get held(): number {
    let count = 0;
    for (const waiting of this.holds.values()) count += waiting.size;
    return count;
  }

  /** Ends the held calls of scenario `id`, or every held call, as `how`. */
  release(id?: string, how: HoldEnd = 'cleared'): void {
    const ids = id === undefined ? [...this.holds.keys()] : [id];
    for (const key of ids) for (const end of [...(this.holds.get(key) ?? [])]) end(how);
  }

  /** Removes one scenario; false when there is none with that id. */
  remove(id: string): boolean {
    const index = this.entries.findIndex(({ scenario }) => scenario.id === id);
    const [entry] = index === -1 ? [] : this.entries.splice(index, 1);
    if (!entry) return false;
    this.announce('cleared', entry.scenario);
    this.release(id);
    return true;
  }

  /** Removes every scenario (DELETE /__mock/scenarios, POST /__mock/reset). */
  clear(): number {
    const removed = this.entries.splice(0);
    for (const { scenario } of removed) this.announce('cleared', scenario);
    this.release();
    return removed.length;
  }

  private announce(kind: ScenarioEventKind, scenario: Scenario): void {
    this.options.onChange?.(kind, { ...scenario });
  }
}
