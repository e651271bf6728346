import type { FastifyInstance } from 'fastify';
import consoleRoutes from './console';
import events from './events';
import inspect from './inspect';
import logout from './logout';
import mode, { type MockMode } from './mode';
import oauthGoogle from './oauth-google';
import recaptcha from './recaptcha';
import recordedScenario from './recorded-scenario';
import requests from './requests';
import reset from './reset';
import state from './state';
import scenarios from './scenarios';

export interface DevRoutesOptions {
  /** The events stream's heartbeat; tests shorten it. */
  eventsHeartbeatMs?: number;
  /** How many event streams may be open at once (MAX_EVENT_STREAMS); tests lower it. */
  eventsMaxStreams?: number;
  /** The developer console's build (dist/console); null serves none. */
  consoleDir: string | null;
  /** Mock or proxy mode (GET /__mock/mode). */
  mode: MockMode;
}

/** Every /__mock/* route; app.ts registers this only when MOCK_DEV_ROUTES is true. */
export default async function devRoutes(app: FastifyInstance, options: DevRoutesOptions) {
  await app.register(inspect);
  await app.register(requests);
  await app.register(events, {
    heartbeatMs: options.eventsHeartbeatMs,
    maxStreams: options.eventsMaxStreams,
  });
  await app.register(reset);
  await app.register(state);
  await app.register(logout);
  await app.register(oauthGoogle);
  await app.register(recaptcha);
  await app.register(scenarios);
  await app.register(recordedScenario);
  await app.register(mode, { mode: options.mode });
  await app.register(consoleRoutes, { consoleDir: options.consoleDir });
}
