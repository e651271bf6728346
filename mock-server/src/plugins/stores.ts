import fp from 'fastify-plugin';
import type { z } from 'zod';
import { OtpService } from '../otp/otp-service';
import { RecaptchaTokens } from '../recaptcha/recaptcha-tokens';
import { JsonDirectory } from '../stores/json-directory';
import { RecordStore, type StoredRecord } from '../stores/record-store';
import {
  type ContactMessage,
  contactMessageSchema,
  type OutboxEmail,
  type Session,
  sessionSchema,
  type WhitelistRequest,
  whitelistRequestSchema,
} from '../stores/records';

declare module 'fastify' {
  interface FastifyInstance {
    stores: Stores;
  }
}

export interface Stores {
  /** The dev outbox: every email the mock "sent". Memory only: it holds plain codes. */
  outbox: RecordStore<OutboxEmail>;
  whitelist: RecordStore<WhitelistRequest>;
  messages: RecordStore<ContactMessage>;
  sessions: RecordStore<Session>;
  /** Codes, resend cooldowns and failure counts: memory only, see OtpService. */
  otp: OtpService;
  recaptcha: RecaptchaTokens;
  /** Empties every store above (POST /__mock/reset). */
  reset(): Promise<void>;
}

export interface StoresOptions {
  /**
   * MOCK_DATA_DIR: the whitelist, messages and sessions are loaded at start and saved after each
   * change (a change that cannot be saved answers 503); null keeps everything in memory.
   */
  dataDir: string | null;
}

// Caps, so a long benchmark cannot grow memory or the data files without bound. Only the outbox
// rotates; a full whitelist, message or session store refuses with a 507 (docs/decisions.md).
export const storeCaps = { outbox: 1000, whitelist: 10_000, messages: 1000, sessions: 10_000 };
type Persisted = Exclude<keyof typeof storeCaps, 'outbox'>;
const refuseWhenFull = {
  whitelist: { name: 'whitelist', noun: 'requests' },
  messages: { name: 'contact message', noun: 'messages' },
  sessions: { name: 'session', noun: 'sessions' },
};

export default fp<StoresOptions>(
  async (app, { dataDir }) => {
    const directory = dataDir ? await JsonDirectory.open(dataDir, app.log) : null;
    if (directory) app.addHook('onClose', () => directory.flush());
    // The outbox holds codes in the clear and is never written. Older versions saved it; a file
    // left from one goes, so no code outlives the process on disk.
    if (directory && (await directory.remove('outbox'))) {
      app.log.info(
        { path: directory.path('outbox') },
        'deleted a stale outbox.json: the dev outbox is kept in memory only',
      );
    }

    // Each stored change is news for the developer console (GET /__mock/events).
    const announce =
      (name: keyof typeof storeCaps) =>
      ({ kind, record }: { kind: string; record?: StoredRecord }) =>
        app.devEvents.publish(name === 'outbox' && kind === 'add' ? 'email' : 'state', {
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
      outbox: new RecordStore<OutboxEmail>({ max: storeCaps.outbox, onChange: announce('outbox') }),
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
    };
    app.decorate('stores', stores);
    if (directory) {
      app.log.info({ dataDir, whitelist: stores.whitelist.size }, 'mock stores loaded');
    }
  },
  { name: 'stores', fastify: '5.x', dependencies: ['clock', 'dev-events'] },
);
