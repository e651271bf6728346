import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ContractViolation } from '../contract/violation';
import { announce } from '../journal/announce';
import { count } from '../journal/count';
import { capped, isCut, isTextual } from '../journal/entry-view';
import type { FaultAnswer, UpstreamExchange } from '../journal/journal';
import { skipped } from '../journal/skipped';
import journalBody from './journal-body';
import { namespaceOf } from './namespace';

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
    /** The answer as sent, uncut: the record cuts it. */
    journalResponseText: string | undefined;
    /** Proxy mode: where the request went and what broke openapi.yaml (plugins/upstream.ts). */
    journalUpstream: (UpstreamExchange & { violations: ContractViolation[] }) | undefined;
    /** Set by the Prefer and scenarios plugins when they chose the answer. */
    answerForced: boolean;
  }
}

const sizeOf = (value: unknown) => {
  const size = Number(value);
  return Number.isInteger(size) && size >= 0 ? size : -1;
};

const skip = (request: FastifyRequest) =>
  skipped({
    route: request.routeOptions.url,
    method: request.method,
    url: request.url,
    headers: request.headers,
  });

/**
 * Records every answered request in its namespace's journal (`namespace.journal`, the last
 * 1,000 of each, within a byte budget they share), counts an operation's answers in its records
 * (journal/count.ts) and tells that namespace's consoles (journal/announce.ts). What is kept is
 * journal/skipped.ts's rule; the request's JSON text is journal-body.ts's. Hooks are
 * callback-style and do only cheap work: keep references, and the text of JSON and text
 * answers, which Fastify already holds as a string. A static file (a Buffer) is never copied:
 * its size and type are kept instead.
 */
export default fp(
  async (app) => {
    await app.register(journalBody);
    app.decorateRequest('journalResponseText', undefined);
    app.decorateRequest('journalUpstream', undefined);
    app.decorateRequest('answerForced', false);

    app.addHook('onSend', (request, reply, payload, done) => {
      if (typeof payload === 'string' && !reply.hasHeader('content-encoding')) {
        const type = reply.getHeader('content-type');
        if (typeof type === 'string' && isTextual(type) && !skip(request)) {
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

    app.decorate(
      'journalFault',
      (request: FastifyRequest, reply: FastifyReply, fault: string, answer?: FaultAnswer) => {
        const namespace = namespaceOf(app, request);
        const record = namespace.journal.add({
          ...requestPart(request, reply),
          status: answer?.status ?? 0,
          durationMs: Math.round(reply.elapsedTime * 100) / 100,
          responseHeaders: answer?.headers ?? {},
          responseText: answer === undefined ? undefined : capped(answer.text),
          responseTruncated: answer !== undefined && isCut(answer.text),
          responseSize: answer === undefined ? 0 : Buffer.byteLength(answer.text),
          fault,
        });
        request.journalRequestText = undefined;
        announce(namespace.events, record);
      },
    );

    app.addHook('onResponse', (request, reply, done) => {
      if (!skip(request)) {
        const responseHeaders = reply.getHeaders() as OutgoingHttpHeaders;
        const { journalResponseText: responseText, journalUpstream: upstream } = request;
        const namespace = namespaceOf(app, request);
        const { operationId } = request.routeOptions.config;
        const record = namespace.journal.add({
          ...requestPart(request, reply),
          ...(operationId === undefined ? {} : { operation: operationId }),
          ...(request.answerForced ? { forced: true } : {}),
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 100) / 100,
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
        announce(namespace.events, record);
      }
      done();
    });
  },
  { name: 'journal', fastify: '5.x', dependencies: ['clock', 'namespace'] },
);
