import type { FastifyInstance } from 'fastify';
import consolePage from './console';
import consoleFiles from './console-files';
import events from './events';
import logout from './logout';
import messagesDelete from './messages-delete';
import messagesList from './messages-list';
import mode, { type MockMode } from './mode';
import namespaceClear from './namespace-clear';
import namespaceSet from './namespace-set';
import namespacesDelete from './namespaces-delete';
import namespacesList from './namespaces-list';
import oauthGoogle from './oauth-google';
import oauthGoogleCallback from './oauth-google-callback';
import outboxList from './outbox-list';
import recaptchaScript from './recaptcha-script';
import recaptchaToken from './recaptcha-token';
import requestsClear from './requests-clear';
import requestsGet from './requests-get';
import requestsHar from './requests-har';
import requestsList from './requests-list';
import recordsGet from './records-get';
import reset from './reset';
import scenariosClear from './scenarios-clear';
import scenariosCreate from './scenarios-create';
import scenariosDelete from './scenarios-delete';
import scenariosFromRequest from './scenarios-from-request';
import scenariosList from './scenarios-list';
import scenariosOptions from './scenarios-options';
import sessionsDelete from './sessions-delete';
import sessionsList from './sessions-list';
import whitelistDelete from './whitelist-delete';
import whitelistList from './whitelist-list';

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
 * Every /__mock/* route, one plugin per operation (so a content-type parser or hook one of them
 * adds stays its own); app.ts registers this only when MOCK_DEV_ROUTES is true.
 */
export default async function devRoutes(app: FastifyInstance, options: DevRoutesOptions) {
  // The stores
  await app.register(outboxList);
  await app.register(whitelistList);
  await app.register(whitelistDelete);
  await app.register(messagesList);
  await app.register(messagesDelete);
  await app.register(sessionsList);
  await app.register(sessionsDelete);
  await app.register(reset);
  // Namespaces
  await app.register(namespaceSet);
  await app.register(namespaceClear);
  await app.register(namespacesList);
  await app.register(namespacesDelete);
  // The request journal
  await app.register(requestsList);
  await app.register(requestsHar);
  await app.register(requestsGet);
  await app.register(requestsClear);
  await app.register(recordsGet, { mode: options.mode });
  await app.register(events, {
    heartbeatMs: options.eventsHeartbeatMs,
    maxStreams: options.eventsMaxStreams,
  });
  // The stand-ins: sign-out, Google sign-in, reCAPTCHA
  await app.register(logout);
  await app.register(oauthGoogle);
  await app.register(oauthGoogleCallback);
  await app.register(recaptchaScript);
  await app.register(recaptchaToken);
  // Scenarios
  await app.register(scenariosList);
  await app.register(scenariosOptions);
  await app.register(scenariosCreate);
  await app.register(scenariosClear);
  await app.register(scenariosDelete);
  await app.register(scenariosFromRequest);
  // The console
  await app.register(mode, { mode: options.mode });
  await app.register(consolePage, { consoleDir: options.consoleDir });
  await app.register(consoleFiles, { consoleDir: options.consoleDir });
}
