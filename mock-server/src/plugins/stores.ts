import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { DEFAULT_MOCK_NAMESPACE } from '#common/mock-namespace';
import type { DevEvents } from '../namespaces/dev-events';
import { OtpService } from '../otp/otp-service';
import { RecaptchaTokens } from '../recaptcha/recaptcha-tokens';
import { JsonDirectory } from '../stores/json-directory';
import { RecordStore, type StoredRecord } from '../stores/record-store';
import type { Stores } from '../namespaces/stores';
import {
  contactMessageSchema,
  type OutboxEmail,
  sessionSchema,
  whitelistRequestSchema,
} from '../stores/records';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A namespace's stores (plugins/namespace.ts calls it once per namespace): its saved records
     * loaded from its folder, each change announced on its own `events`.
     */
    openStores(namespace: string, events: DevEvents): Promise<Stores>;
    /** Deletes the saved stores of every namespace but the default one (a reset of all). */
    eraseSavedNamespaces(): Promise<void>;
  }
}

/** Where the saved stores of the namespaces other than the default live, one folder each. */
export const namespacesFolder = 'namespaces';

/**
 * The folder of a namespace's saved stores: MOCK_DATA_DIR itself for the default one (so a data
 * directory from before namespaces keeps working), else MOCK_DATA_DIR/namespaces/NAME. Not
 * MOCK_DATA_DIR/NAME: a namespace may be called `whitelist.json`.
 */
export function namespaceDir(dataDir: string, namespace: string): string {
  return namespace === DEFAULT_MOCK_NAMESPACE
    ? dataDir
    : join(dataDir, namespacesFolder, namespace);
}

export interface StoresOptions {
  /**
   * MOCK_DATA_DIR: each namespace's whitelist, messages and sessions are loaded when it is first
   * used (the default one's at start) and saved after each change (a change that cannot be saved
   * answers 503); null keeps everything in memory.
   */
  dataDir: string | null;
}

// Caps, so a long benchmark cannot grow memory or the data files without bound. Only the outbox
// rotates; a full whitelist, message or session store refuses with a 507
// (docs/decisions/0034-full-stores-refuse.md).
export const storeCaps = { outbox: 1000, whitelist: 10_000, messages: 1000, sessions: 10_000 };
type Persisted = Exclude<keyof typeof storeCaps, 'outbox'>;
const refuseWhenFull = {
  whitelist: { name: 'whitelist', noun: 'requests' },
  messages: { name: 'contact message', noun: 'messages' },
  sessions: { name: 'session', noun: 'sessions' },
};

export default fp<StoresOptions>(
  async (app, { dataDir }) => {
    const root = dataDir ? await JsonDirectory.open(dataDir, app.log) : null;
    // The outbox holds codes in the clear and is never written. Older versions saved it; a file
    // left from one goes, so no code outlives the process on disk.
    if (root && (await root.remove('outbox'))) {
      app.log.info(
        { path: root.path('outbox') },
        'deleted a stale outbox.json: the dev outbox is kept in memory only',
      );
    }
    async function openStores(namespace: string, events: DevEvents): Promise<Stores> {
      const directory =
        root && dataDir
          ? namespace === DEFAULT_MOCK_NAMESPACE
            ? root
            : await JsonDirectory.open(namespaceDir(dataDir, namespace), app.log)
          : null;

      // Each stored change is news for the namespace's developer console (GET /__mock/events).
      const announce =
        (name: keyof typeof storeCaps) =>
        ({ kind, record }: { kind: string; record?: StoredRecord }) =>
          events.publish(name === 'outbox' && kind === 'add' ? 'email' : 'state', {
            store: name,
            kind,
            // Ids only: a code never travels in an event.
            id: record?.id,
          });

      async function store<T extends StoredRecord>(name: Persisted, schema: z.ZodType<T>) {
        const options = {
          max: storeCaps[name],
          refuseWhenFull: refuseWhenFull[name],
          onChange: announce(name),
        };
        if (!directory) return new RecordStore<T>(options);
        const initial = await directory.load(name, schema);
        return new RecordStore<T>({ ...options, save: directory.saver<T>(name) }, initial);
      }

      const stores: Stores = {
        outbox: new RecordStore<OutboxEmail>({
          max: storeCaps.outbox,
          onChange: announce('outbox'),
        }),
        whitelist: await store('whitelist', whitelistRequestSchema),
        messages: await store('messages', contactMessageSchema),
        sessions: await store('sessions', sessionSchema),
        otp: new OtpService({ now: () => app.now() }),
        recaptcha: new RecaptchaTokens(() => app.now()),
        async reset() {
          // The saved stores first: when one cannot be written (a 503), codes, cooldowns, failure
          // counts, tokens and the outbox stay as they were, so a failed reset changes little.
          await Promise.all(
            [stores.whitelist, stores.messages, stores.sessions].map((s) => s.clear()),
          );
          await stores.outbox.clear();
          stores.otp.reset();
          stores.recaptcha.reset();
        },
        flush: async () => directory?.flush(),
      };
      if (directory) {
        app.log.info(
          { namespace, dir: directory.dir, whitelist: stores.whitelist.size },
          'mock stores loaded',
        );
      }
      return stores;
    }
    app.decorate('openStores', openStores);
    app.decorate('eraseSavedNamespaces', async () => {
      // The folder holds nothing but namespaces' saved stores, all written by this server.
      if (dataDir) await rm(join(dataDir, namespacesFolder), { recursive: true, force: true });
    });
  },
  { name: 'stores', fastify: '5.x', dependencies: ['clock'] },
);
