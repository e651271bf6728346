import { Journal, type JournalBudget } from '../journal/journal';
import { Records } from '../journal/records';
import type { Stores } from './stores';
import { ScenarioBook } from '../scenarios/scenario-book';
import type { DevEvents } from './dev-events';

export interface NamespaceParts {
  stores: Stores;
  events: DevEvents;
  now: () => number;
  /** The journal bytes every namespace shares. */
  budget: JournalBudget;
}

/**
 * One isolated world of the mock: its stores (outbox, codes, whitelist, messages, sessions,
 * reCAPTCHA tokens), scenarios, request journal and event bus. The rate-limit windows are keyed
 * by its name in the limiter (plugins/rate-limit.ts). Made on first use by the registry.
 */
export class Namespace {
  readonly stores: Stores;
  readonly events: DevEvents;
  readonly journal: Journal;
  /** Counts of the answers and violations it saw, which the journal's ring does not rotate. */
  readonly records: Records;
  readonly scenarios: ScenarioBook;
  /** Epoch ms of its last request (the app's clock). */
  lastActivity: number;
  private readonly closing = new AbortController();
  private readonly now: () => number;

  constructor(
    readonly name: string,
    { stores, events, now, budget }: NamespaceParts,
  ) {
    this.stores = stores;
    this.events = events;
    this.journal = new Journal(undefined, budget);
    this.records = new Records(now());
    this.now = now;
    this.scenarios = new ScenarioBook({
      now,
      onChange: (kind, scenario) => events.publish('scenario', { kind, scenario }),
    });
    this.lastActivity = now();
  }

  /** Aborted once the namespace is forgotten: its event streams end, and reconnect to a new one. */
  get closed(): AbortSignal {
    return this.closing.signal;
  }

  /** A console is watching it or a call is held in it: never expired or evicted then. */
  get busy(): boolean {
    return this.events.listenerCount > 0 || this.scenarios.held > 0;
  }

  /**
   * Empties everything it holds (POST /__mock/reset); the registry clears its rate limits and
   * keeps its records' counts in the server's totals first.
   */
  async reset(): Promise<void> {
    // First, so even a reset whose stores cannot be written (a 503) leaves no scenario behind.
    this.scenarios.clear();
    this.records.clear(this.now());
    await this.stores.reset();
    this.journal.clear();
    this.events.publish('reset', null);
  }

  /** Lets go of its memory: held calls end, the journal's bytes go back to the shared budget. */
  close(): void {
    this.scenarios.release(undefined, 'aborted');
    this.journal.clear();
    this.closing.abort();
  }
}
