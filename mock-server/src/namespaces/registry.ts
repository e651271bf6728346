import { DEFAULT_MOCK_NAMESPACE } from '#common/mock-namespace';
import { Records } from '../journal/records';
import { httpError } from '../util/http-error';
import type { Namespace } from './namespace';

/** At the cap, a namespace quiet this long (and not busy) may make room for a new one. */
export const EVICTABLE_AFTER_MS = 60_000;

/** How often (by the app's clock, on a request) idle namespaces are looked for. */
export const SWEEP_EVERY_MS = 60_000;

/** Seconds a refused new namespace is told to wait: by then a quiet one can be evicted. */
export const FULL_RETRY_AFTER_SECONDS = EVICTABLE_AFTER_MS / 1000;

export const namespacesFullMessage = (max: number) =>
  `Too many mock namespaces (${max.toLocaleString('en-US')}) were active in the last minute: none could make room for a new one. Try again in a minute, or clear some with DELETE /__mock/namespaces/NAME or POST /__mock/reset?all=true.`;

export interface RegistryOptions {
  now: () => number;
  /** Namespaces held at once besides the default one. */
  maxNamespaces: number;
  /** A namespace with no request for this long is forgotten. */
  idleMs: number;
  /** Makes a namespace's state (loading its saved stores). */
  open: (name: string) => Promise<Namespace>;
  /** The default namespace, made at start: never expired, evicted or forgotten. */
  defaultNamespace: Namespace;
  /** Deletes the saved stores of every namespace but the default one (MOCK_DATA_DIR). */
  eraseSaved?: () => Promise<void>;
}

/**
 * Every live namespace. A namespace is made on its first request and forgotten after `idleMs`
 * without one; at `maxNamespaces` the least recently active one quiet for EVICTABLE_AFTER_MS
 * makes room, or the new one is refused with a 503. A request only reads its namespace and notes
 * the time: keeping the map in activity order (a delete and a set per request) cost thirty times
 * the lookup, while expiry (once a minute) and eviction (at the cap) can afford a scan.
 */
export class NamespaceRegistry {
  private readonly live = new Map<string, Namespace>();
  private readonly opening = new Map<string, Promise<Namespace>>();
  private readonly clearListeners = new Set<(name: string) => void>();
  private nextSweepAt = 0;
  /** The records of namespaces reset or forgotten since the server started (or reset all). */
  private readonly retired: Records;

  constructor(private readonly options: RegistryOptions) {
    this.retired = new Records(options.now());
  }

  get default(): Namespace {
    return this.options.defaultNamespace;
  }

  get limits() {
    const { maxNamespaces, idleMs } = this.options;
    return { maxNamespaces, idleMinutes: idleMs / 60_000 };
  }

  /** The namespace `name` names, made on first use, its activity noted. */
  use(name: string): Namespace | Promise<Namespace> {
    const at = this.options.now();
    if (at >= this.nextSweepAt) this.sweep(at);
    if (name === DEFAULT_MOCK_NAMESPACE) {
      this.default.lastActivity = at;
      return this.default;
    }
    const found = this.live.get(name);
    if (!found) return this.open(name, at);
    found.lastActivity = at;
    return found;
  }

  /** The live namespace `name`, without counting as activity. */
  get(name: string): Namespace | undefined {
    return name === DEFAULT_MOCK_NAMESPACE ? this.default : this.live.get(name);
  }

  /** Every live namespace, the default one included, most recently active first. */
  list(): Namespace[] {
    return [this.default, ...this.live.values()].sort((a, b) => b.lastActivity - a.lastActivity);
  }

  /** The server's records: every live namespace's and every retired one's, summed. */
  totals(): Records {
    const sum = new Records(this.retired.since);
    sum.add(this.retired);
    for (const namespace of this.list()) sum.add(namespace.records);
    return sum;
  }

  /** Told the name of a namespace that was reset or forgotten (the rate limiter's windows). */
  onClear(listener: (name: string) => void): void {
    this.clearListeners.add(listener);
  }

  /** Empties one namespace (POST /__mock/reset): stores, scenarios, journal, rate limits. */
  async reset(namespace: Namespace): Promise<void> {
    this.retired.add(namespace.records);
    await namespace.reset();
    this.cleared(namespace.name);
  }

  /** Empties and forgets one namespace; the default one is only emptied. */
  async remove(namespace: Namespace): Promise<void> {
    await this.reset(namespace);
    if (namespace !== this.default) this.forget(namespace.name);
  }

  /**
   * Empties every live namespace and forgets all but the default one, and deletes what the
   * others saved, so one that is not live now does not come back with old records. The server's
   * records start again from zero.
   */
  async resetAll(): Promise<void> {
    for (const namespace of this.list()) await this.remove(namespace);
    this.retired.clear(this.options.now());
    await this.options.eraseSaved?.();
  }

  private open(name: string, at: number): Promise<Namespace> {
    const pending = this.opening.get(name);
    if (pending) return pending;
    const { maxNamespaces } = this.options;
    if (this.live.size + this.opening.size >= maxNamespaces && !this.evictOne(at)) {
      throw httpError(503, namespacesFullMessage(maxNamespaces));
    }
    const opened = this.options.open(name).then(
      (namespace) => {
        this.opening.delete(name);
        this.live.set(name, namespace);
        return namespace;
      },
      (error: unknown) => {
        this.opening.delete(name);
        throw error;
      },
    );
    this.opening.set(name, opened);
    return opened;
  }

  /** Forgets the namespaces idle for `idleMs`, unless busy. */
  private sweep(at: number): void {
    this.nextSweepAt = at + SWEEP_EVERY_MS;
    for (const namespace of this.live.values()) {
      if (at - namespace.lastActivity >= this.options.idleMs && !namespace.busy) {
        this.forget(namespace.name);
      }
    }
  }

  /** Forgets the least recently active namespace quiet for EVICTABLE_AFTER_MS, if any. */
  private evictOne(at: number): boolean {
    let oldest: Namespace | undefined;
    for (const namespace of this.live.values()) {
      if (at - namespace.lastActivity < EVICTABLE_AFTER_MS || namespace.busy) continue;
      if (!oldest || namespace.lastActivity < oldest.lastActivity) oldest = namespace;
    }
    if (oldest) this.forget(oldest.name);
    return oldest !== undefined;
  }

  private forget(name: string): void {
    const namespace = this.live.get(name);
    if (!namespace) return;
    this.live.delete(name);
    this.retired.add(namespace.records);
    namespace.close();
    this.cleared(name);
  }

  private cleared(name: string): void {
    for (const listener of this.clearListeners) listener(name);
  }
}
