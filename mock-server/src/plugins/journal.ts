import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContractViolation } from '../contract/violation';
import { capped, isCut, isTextual } from '../journal/entry-view';
import { summaryOf } from '../journal/summary-json';
import type { JournalRecord, UpstreamExchange } from '../journal/journal';
import type { Records } from '../journal/records';
import type { Namespace } from '../namespaces/namespace';
import { namespaceOf } from './namespace';

/** What a fault sent before it broke off, if anything (a malformed answer's start). */
export interface FaultAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Records a request a fault scenario broke off (the reply is hijacked, so no onResponse):
     * `fault` is what was done, `answer` what went out before, if anything.
     */
    journalFault: (
      request: FastifyRequest,
      reply: FastifyReply,
      fault: string,
      answer?: FaultAnswer,
    ) => void;
  }
  interface FastifyRequest {
    /** The JSON body as received and the answer as sent, uncut: the record cuts them. */
    journalRequestText: string | undefined;
    journalResponseText: string | undefined;
    /** Proxy mode: where the request went and what broke openapi.yaml (plugins/upstream.ts). */
    journalUpstream: (UpstreamExchange & { violations: ContractViolation[] }) | undefined;
    /** Set by the Prefer and scenarios plugins when they chose the answer. */
    answerForced: boolean;
  }
}

/** The `violation` event: the journal entry it belongs to and what broke openapi.yaml. */
export interface ViolationEvent {
  id: string;
  method: string;
  url: string;
  status: number;
  violations: ContractViolation[];
}

/** Sent by the developer console (/__mock/) on the reads it makes to fill its panels. */
export const consoleReadHeader = 'x-mock-console';

/**
 * Not journaled: the journal's own routes and the records' (reading them would fill them) and the hashed build files
 * under /assets/ and the console's under /__mock/console/ (a page load fetches dozens; they never
 * change and tell a developer nothing), and the console's own reads of dev routes
 * (`X-Mock-Console`).
 */
function skipped(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  if (route !== undefined && route.startsWith('/__mock/')) {
    if (route.startsWith('/__mock/requests') || route === '/__mock/events') return true;
    if (route === '/__mock/records') return true;
    // The console's own hashed files, like the site's under /assets/.
    if (route.startsWith('/__mock/console/')) return true;
    // The console's own reads (it fetches the outbox and lists on every event) would bury the
    // requests it exists to show; its writes (a scenario set, a reset) are kept. Only a dev
    // route's: a header must never hide a page or an API call.
    if (request.method === 'GET' && request.headers[consoleReadHeader] !== undefined) return true;
  }
  return request.url.startsWith('/assets/');
}

/**
 * Counts an answered request in its namespace's records: an operation's answer (in proxy mode the
 * upstream's own status, unless the mock answered itself), and what a forwarded call broke.
 */
function count(records: Records, record: JournalRecord, operation: string | undefined): void {
  const { upstream } = record;
  if (upstream !== undefined) {
    const failed = upstream.status === null;
    records.forwarded(
      record.violations ?? [],
      upstream.status ?? record.status,
      record.seq,
      failed,
    );
    if (operation !== undefined && upstream.status !== null) {
      records.answered(operation, upstream.status, false);
    }
    return;
  }
  if (operation !== undefined) records.answered(operation, record.status, record.forced === true);
}

const sizeOf = (value: unknown) => {
  const size = Number(value);
  return Number.isInteger(size) && size >= 0 ? size : -1;
};

/**
 * Records every answered request in its namespace's journal (`namespace.journal`, the last
 * 1,000 of each, within a byte budget they share) and counts an operation's answers in its
 * records (`namespace.records`, which never rotate), and tells that namespace's consoles (a
 * `request` event). A request refused before its namespace was chosen goes to the default one.
 * Hooks are callback-style and do only cheap work: keep references, and the text of JSON and
 * text answers, which Fastify already holds as a string. A static file (a Buffer) is never
 * copied: its size and type are kept instead.
 */
export default fp(
  async (app) => {
    app.decorateRequest('journalRequestText', undefined);
    app.decorateRequest('journalResponseText', undefined);
    app.decorateRequest('journalUpstream', undefined);
    app.decorateRequest('answerForced', false);

    // Every open console hears of the request; in proxy mode, of what broke the contract too.
    const announce = ({ events }: Namespace, record: JournalRecord) => {
      if (events.listenerCount === 0) return;
      events.publish('request', summaryOf(record));
      if (record.violations === undefined || record.violations.length === 0) return;
      const { seq, method, url, status, violations } = record;
      const event: ViolationEvent = { id: String(seq), method, url, status, violations };
      events.publish('violation', event);
    };

    // The JSON body's text as it arrived, kept by the parser itself: not the parsed value
    // stringified again (Ajv adds defaults to it, and an 8,000-deep array makes stringify throw
    // where the schema answers 400). Fastify's own parser does the parsing, poisoning checks and
    // all; routes registered after this plugin inherit it.
    const { onProtoPoisoning, onConstructorPoisoning } = app.initialConfig;
    const parseJson = app.getDefaultJsonParser(
      onProtoPoisoning ?? 'error',
      onConstructorPoisoning ?? 'error',
    );
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = String(body);
      request.journalRequestText = text;
      parseJson(request, text, done);
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload === 'string' && !reply.hasHeader('content-encoding')) {
        const type = reply.getHeader('content-type');
        if (typeof type === 'string' && isTextual(type) && !skipped(request)) {
          request.journalResponseText = payload;
        }
      }
      done(null, payload);
    });

    /** What a record says of the request: the same whether it was answered or broken off. */
    const requestPart = (request: FastifyRequest, reply: FastifyReply) => {
      const { journalRequestText: requestText } = request;
      return {
        startedAt: app.now() - Math.round(reply.elapsedTime),
        method: request.method,
        url: request.url,
        httpVersion: `HTTP/${request.raw.httpVersion}`,
        requestHeaders: request.headers,
        requestText: requestText === undefined ? undefined : capped(requestText),
        requestTruncated: requestText !== undefined && isCut(requestText),
        requestSize: sizeOf(request.headers['content-length'] ?? 0),
      };
    };

    const journalFault = (
      request: FastifyRequest,
      reply: FastifyReply,
      fault: string,
      answer?: FaultAnswer,
    ) => {
      const durationMs = Math.round(reply.elapsedTime * 100) / 100;
      const namespace = namespaceOf(app, request);
      const record = namespace.journal.add({
        ...requestPart(request, reply),
        status: answer?.status ?? 0,
        durationMs,
        responseHeaders: answer?.headers ?? {},
        responseText: answer === undefined ? undefined : capped(answer.text),
        responseTruncated: answer !== undefined && isCut(answer.text),
        responseSize: answer === undefined ? 0 : Buffer.byteLength(answer.text),
        fault,
      });
      request.journalRequestText = undefined;
      announce(namespace, record);
    };
    app.decorate('journalFault', journalFault);

    app.addHook('onResponse', (request, reply, done) => {
      if (!skipped(request)) {
        const durationMs = Math.round(reply.elapsedTime * 100) / 100;
        const responseHeaders = reply.getHeaders() as OutgoingHttpHeaders;
        const { journalResponseText: responseText } = request;
        const upstream = request.journalUpstream;
        const namespace = namespaceOf(app, request);
        const { operationId } = request.routeOptions.config;
        const forced = request.answerForced;
        const record = namespace.journal.add({
          ...requestPart(request, reply),
          ...(operationId === undefined ? {} : { operation: operationId }),
          ...(forced ? { forced } : {}),
          status: reply.statusCode,
          durationMs,
          responseHeaders,
          responseText: responseText === undefined ? undefined : capped(responseText),
          responseTruncated: responseText !== undefined && isCut(responseText),
          responseSize: sizeOf(responseHeaders['content-length']),
          ...(upstream === undefined
            ? {}
            : {
                upstream: { url: upstream.url, status: upstream.status },
                violations: upstream.violations,
              }),
        });
        count(namespace.records, record, operationId);
        request.journalRequestText = undefined;
        request.journalResponseText = undefined;
        request.journalUpstream = undefined;
        announce(namespace, record);
      }
      done();
    });
  },
  { name: 'journal', fastify: '5.x', dependencies: ['clock', 'namespace'] },
);
