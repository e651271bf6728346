import { DEFAULT_MOCK_NAMESPACE } from '#common/mock-namespace';
import { httpError } from '../plugins/errors';
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
 * Every live namespace, least recently active first, so expiry and eviction look at the front
 * only. A namespace is made on its first request and forgotten after `idleMs` without one; at
 * `maxNamespaces` the least recently active one quiet for EVICTABLE_AFTER_MS makes room, or the
 * new one is refused with a 503.
 */
export class NamespaceRegistry {
  private readonly live = new Map<string, Namespace>();
  private readonly opening = new Map<string, Promise<Namespace>>();
  private readonly clearListeners = new Set<(name: string) => void>();
  private nextSweepAt = 0;

  constructor(private readonly options: RegistryOptions) {}

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
    this.live.delete(name);
    this.live.set(name, found);
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

  /** Told the name of a namespace that was reset or forgotten (the rate limiter's windows). */
  onClear(listener: (name: string) => void): void {
    this.clearListeners.add(listener);
  }

  /** Empties one namespace (POST /__mock/reset): stores, scenarios, journal, rate limits. */
  async reset(namespace: Namespace): Promise<void> {
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
   * others saved, so one that is not live now does not come back with old records.
   */
  async resetAll(): Promise<void> {
    for (const namespace of this.list()) await this.remove(namespace);
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
      if (at - namespace.lastActivity < this.options.idleMs) break;
      if (!namespace.busy) this.forget(namespace.name);
    }
  }

  private evictOne(at: number): boolean {
    for (const namespace of this.live.values()) {
      if (at - namespace.lastActivity < EVICTABLE_AFTER_MS) return false;
      if (!namespace.busy) {
        this.forget(namespace.name);
        return true;
      }
    }
    return false;
  }

  private forget(name: string): void {
    const namespace = this.live.get(name);
    if (!namespace) return;
    this.live.delete(name);
    namespace.close();
    this.cleared(name);
  }

  private cleared(name: string): void {
    for (const listener of this.clearListeners) listener(name);
  }
}
