import type { FastifyInstance } from 'fastify';
import consolePage, { type MockMode } from './console';
import consoleFiles from './console-files';
import events from './events';
import logout from './logout';
import mcp from './mcp';
import namespaces from './namespaces';
import oauthGoogle from './oauth-google';
import recaptcha from './recaptcha';
import records from './records';
import requests from './requests';
import scenarios from './scenarios';
import stores from './stores';

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

/**
 * Every /__mock/* route, one plugin per resource (so a content-type parser or hook one of them
 * adds stays its own), each declared from openapi.dev.yaml (routeDevOperation); app.ts registers
 * this only when MOCK_DEV_ROUTES is true.
 */
export default async function devRoutes(app: FastifyInstance, options: DevRoutesOptions) {
  await app.register(stores);
  await app.register(namespaces);
  await app.register(requests);
  await app.register(records, { mode: options.mode });
  await app.register(events, {
    heartbeatMs: options.eventsHeartbeatMs,
    maxStreams: options.eventsMaxStreams,
  });
  await app.register(scenarios);
  // The stand-ins: sign-out, Google sign-in, reCAPTCHA
  await app.register(logout);
  await app.register(oauthGoogle);
  await app.register(recaptcha);
  // The agents' MCP server (src/mcp/)
  await app.register(mcp, { mode: options.mode });
  // The console
  await app.register(consolePage, { consoleDir: options.consoleDir, mode: options.mode });
  await app.register(consoleFiles, { consoleDir: options.consoleDir });
}
