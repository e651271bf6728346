import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import replyFrom from '@fastify/reply-from';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Operation } from '../contract/openapi';
import { contractValidator, mediaTypeOf } from '../contract/validate';
import type { ContractViolation } from '../contract/violation';
import { isTextual } from '../journal/entry-view';
import { decoded, readAnswer, UnreadableAnswerError } from '../upstream/answer-body';
import { UpstreamTimeoutError, upstreamFailure } from '../upstream/failure';
import {
  answerHeaders,
  duplicatedSingleton,
  hasLooped,
  upstreamRequestHeaders,
  viaToken,
} from '../upstream/headers';
import { refusedTargetMessage, upstreamTarget } from '../upstream/target';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Proxy mode: sends the request on to MOCK_UPSTREAM and answers with what comes back, both
     * checked against openapi.yaml. `operation` is null for an /api/* path the contract lacks;
     * `violations` are the request's own.
     */
    forward(
      request: FastifyRequest,
      reply: FastifyReply,
      operation: Operation | null,
      violations: ContractViolation[],
    ): FastifyReply;
  }
}

export interface UpstreamOptions {
  /** MOCK_UPSTREAM: origin and optional base path, no trailing slash. */
  url: string;
  /** MOCK_UPSTREAM_STRICT: a violating answer becomes a 502. */
  strict: boolean;
  /** MOCK_UPSTREAM_TIMEOUT_MS: for the whole answer, from the connection to the body's end. */
  timeoutMs: number;
}

const describe = (violation: ContractViolation) =>
  `${violation.pointer === '' ? 'the body' : violation.pointer}: ${violation.expected}`;

/** The 502 strict mode answers instead of an answer that breaks the contract. */
export function strictMessage(operation: string, violations: ContractViolation[]): string {
  const [first] = violations;
  const more = violations.length > 1 ? ` (and ${violations.length - 1} more)` : '';
  return (
    `The upstream's answer to ${operation} breaks openapi.yaml at ${first ? describe(first) : 'an unknown place'}${more}. ` +
    'MOCK_UPSTREAM_STRICT=true refuses it; the request journal (/__mock/requests) has the details.'
  );
}

/**
 * Proxy mode (MOCK_UPSTREAM): `app.forward` passes a request to the upstream with
 * @fastify/reply-from, reads the answer whole, checks it against openapi.yaml and sends it on
 * (or, strict, a 502). What broke the contract is logged and left on the request for the
 * journal, which shows it and tells the console. Prefer and scenarios run before (they are
 * preHandlers; `forward` is the handler), so they still win over the upstream.
 */
export default fp<UpstreamOptions>(
  async (app, { url, strict, timeoutMs }) => {
    const validator = contractValidator(app.contract);
    validator.warm();
    const upstreamOrigin = new URL(url).origin;
    // The mock's own security headers win: the upstream's copies are dropped.
    const ours = Object.keys(app.securityHeaders);
    const token = viaToken(randomBytes(6).toString('hex'));
    await app.register(replyFrom, {
      disableRequestLogging: true,
      destroyAgent: true,
      undici: {
        // No cap on the sockets to the upstream (reply-from's default is 128): with one, calls a
        // silent upstream holds fill the pool, and a call it would answer at once queues behind
        // them until its own deadline (a 504). Each upstream socket serves one call of a client
        // connected to the mock and ends by that call's deadline, so the clients bound them.
        connections: null,
        connect: { timeout: timeoutMs, rejectUnauthorized: true },
        headersTimeout: timeoutMs,
        bodyTimeout: timeoutMs,
      },
    });

    const fail = (request: FastifyRequest, reply: FastifyReply, error: unknown) => {
      const failure = upstreamFailure(error, url, timeoutMs);
      request.log.warn({ upstream: url, err: error }, failure.message);
      if (reply.sent) return;
      // Nothing of the upstream's answer was copied yet (rewriteHeaders copies none).
      reply.code(failure.status).send({ success: false, message: failure.message });
    };

    app.decorate(
      'forward',
      (
        request: FastifyRequest,
        reply: FastifyReply,
        operation: Operation | null,
        violations: ContractViolation[],
      ): FastifyReply => {
        if (hasLooped(request.headers.via, token)) {
          const message = `MOCK_UPSTREAM (${url}) leads back to this mock server: nothing was forwarded.`;
          request.log.warn({ upstream: url }, message);
          return reply.code(502).send({ success: false, message });
        }
        const built = upstreamTarget(request.url);
        if ('refused' in built) {
          const message = refusedTargetMessage(built.refused);
          request.log.info({ url: request.url }, message);
          return reply.code(400).send({ success: false, message });
        }
        const { path } = built;
        const target = `${url}${path}${built.query}`;
        const exchange = {
          url: target,
          status: null as number | null,
          violations: [...violations],
        };
        request.journalUpstream = exchange;
        const operationId = operation?.operationId ?? null;
        for (const found of violations) {
          request.log.warn({ ...found }, 'request breaks openapi.yaml, forwarded as sent');
        }

        let upstreamHeaders: IncomingHttpHeaders = {};
        const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
        // The body as it came (the journal's parser keeps its text), else as parsed.
        const text =
          request.journalRequestText ??
          (request.body === undefined || request.body === null
            ? undefined
            : typeof request.body === 'string'
              ? request.body
              : JSON.stringify(request.body));
        const contentType = request.headers['content-type'];

        // One deadline for the whole answer: undici's own timeouts restart with every byte, so a
        // body trickled a byte at a time would never meet them.
        let answerStream: { destroy: () => void } | undefined;
        const deadline = setTimeout(() => {
          answerStream?.destroy();
          fail(request, reply, new UpstreamTimeoutError());
        }, timeoutMs);
        const settle = () => clearTimeout(deadline);

        return reply.from(target, {
          ...(hasBody && text !== undefined
            ? { body: text, contentType: contentType ?? 'application/json' }
            : {}),
          // A developer sees each answer once, as it came: no retry (reply-from retries a GET's 503).
          retryDelay: () => null,
          rewriteRequestHeaders: (_request, headers) =>
            upstreamRequestHeaders(headers as IncomingHttpHeaders, upstreamOrigin, token),
          // Kept aside, copied once the answer is read and checked (strict mode may refuse it).
          rewriteHeaders: (headers) => {
            upstreamHeaders = headers as IncomingHttpHeaders;
            return {};
          },
          onError: (_reply, { error }) => {
            settle();
            fail(request, reply, error);
          },
          onResponse: (_request, _reply, res) => {
            answerStream = res.stream;
            if (reply.sent) {
              res.stream.destroy(); // the deadline answered already
              return;
            }
            const status = res.statusCode ?? 0;
            // The upstream answered, even if its body then fails to arrive or to decode.
            exchange.status = status;
            const duplicated = duplicatedSingleton(upstreamHeaders);
            if (duplicated !== null) {
              settle();
              res.stream.destroy();
              fail(request, reply, new UnreadableAnswerError(duplicated));
              return;
            }
            readAnswer(res.stream)
              .then((raw) => {
                settle();
                if (reply.sent) return;
                const body = decoded(raw, upstreamHeaders['content-encoding']);
                const type = upstreamHeaders['content-type'];
                const textual = isTextual(mediaTypeOf(type)) || type === undefined;
                const bodyText = textual ? body.toString('utf8') : undefined;
                const found =
                  operation === null
                    ? []
                    : validator.checkAnswer(operation, {
                        status,
                        headers: upstreamHeaders,
                        text: bodyText,
                        head: request.method === 'HEAD',
                      });
                exchange.violations.push(...found);
                for (const violation of found) {
                  request.log.warn(
                    { ...violation, status },
                    "upstream's answer breaks openapi.yaml",
                  );
                }
                if (strict && found.length > 0) {
                  const message = strictMessage(operationId ?? path, found);
                  return reply.code(502).send({ success: false, message });
                }
                reply.code(status).headers(answerHeaders(upstreamHeaders, ours));
                return reply.send(bodyText ?? body);
              })
              .catch((error: unknown) => {
                settle();
                fail(request, reply, error);
              });
          },
        });
      },
    );
  },
  { name: 'upstream', fastify: '5.x', dependencies: ['contract', 'errors'] },
);
