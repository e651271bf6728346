// A forwarded request that got no usable answer, as the browser is told: 504 when the upstream was
// too slow, 502 for anything else, always in the API's error shape.

import { AnswerTooLargeError, UnreadableAnswerError } from './answer-body';

/** The whole answer (connection, headers and body) took longer than MOCK_UPSTREAM_TIMEOUT_MS. */
export class UpstreamTimeoutError extends Error {
  constructor() {
    super('the whole answer did not arrive in time');
  }
}

export interface UpstreamFailure {
  status: 502 | 504;
  message: string;
}

const timeouts = new Set([
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CONNECT_TIMEOUT',
  'FST_REPLY_FROM_GATEWAY_TIMEOUT',
  'FST_REPLY_FROM_TIMEOUT',
  'ETIMEDOUT',
]);

const reasons: Record<string, string> = {
  ECONNREFUSED: 'the connection was refused (is it running?)',
  ECONNRESET: 'the connection was reset',
  EPIPE: 'the connection was closed',
  UND_ERR_SOCKET: 'the connection closed before a whole answer came',
  ENOTFOUND: 'its host name is unknown',
  EAI_AGAIN: 'its host name could not be looked up',
  EHOSTUNREACH: 'its host cannot be reached',
  ENETUNREACH: 'its network cannot be reached',
  FST_REPLY_FROM_BAD_GATEWAY: 'it answered an invalid status',
  UND_ERR_RES_CONTENT_LENGTH_MISMATCH: 'its body was not as long as its Content-Length said',
};

/** undici's SocketError messages, by what the upstream did (lib/dispatcher/client-h1.js). */
const socketReasons: Record<string, string> = {
  // undici refuses an interim 100 the mock did not ask for (it sends no Expect: 100-continue),
  // and bytes that arrive while no request is waiting.
  'bad response':
    'it sent a 100 Continue before its answer (the mock sends no Expect: 100-continue and takes none), or bytes no request asked for',
  'bad upgrade': 'it switched protocols (Upgrade) though nobody asked it to',
};

/** The error and its causes, outermost first (reply-from wraps undici's errors). */
function chain(error: unknown): { code?: unknown; message?: unknown }[] {
  const links: { code?: unknown; message?: unknown }[] = [];
  let link: unknown = error;
  while (typeof link === 'object' && link !== null && links.length < 5) {
    links.push(link as { code?: unknown; message?: unknown });
    link = (link as { cause?: unknown }).cause;
  }
  return links;
}

export function upstreamFailure(
  error: unknown,
  upstream: string,
  timeoutMs: number,
): UpstreamFailure {
  const links = chain(error);
  const codes = links.map((link) => (typeof link.code === 'string' ? link.code : ''));
  if (error instanceof UpstreamTimeoutError || codes.some((code) => timeouts.has(code))) {
    return {
      status: 504,
      message: `The upstream ${upstream} did not answer within ${timeoutMs} ms (MOCK_UPSTREAM_TIMEOUT_MS).`,
    };
  }
  if (error instanceof AnswerTooLargeError) {
    return { status: 502, message: `The upstream ${upstream} sent ${error.message}.` };
  }
  if (error instanceof UnreadableAnswerError) {
    return {
      status: 502,
      message: `The upstream ${upstream} sent an answer the mock cannot read: ${error.message}.`,
    };
  }
  const socket = links
    .map((link, index) =>
      codes[index] === 'UND_ERR_SOCKET' ? socketReasons[String(link.message)] : undefined,
    )
    .find((reason) => reason !== undefined);
  if (socket !== undefined) {
    return { status: 502, message: `The upstream ${upstream} broke the exchange: ${socket}.` };
  }
  const parser = codes.find((code) => code.startsWith('HPE_'));
  if (parser !== undefined) {
    return {
      status: 502,
      message: `The upstream ${upstream} sent an answer that is not valid HTTP/1.1 (${parser}).`,
    };
  }
  const known = codes.map((code) => reasons[code]).find((reason) => reason !== undefined);
  const tls = codes.find((code) => /CERT|SSL|TLS/.test(code));
  // A system error's own words name its cause (`connect EHOSTDOWN …`); an error without a code
  // is the mock's own failure, and its text (a TypeError's, say) would mislead.
  const innermost = links.findLast((_link, index) => codes[index] !== '')?.message;
  if (
    known === undefined &&
    tls === undefined &&
    (typeof innermost !== 'string' || innermost === '')
  ) {
    return {
      status: 502,
      message: `The upstream ${upstream} sent an answer the mock failed to handle (its log has the error).`,
    };
  }
  const reason =
    known ?? (tls !== undefined ? `its TLS certificate was refused (${tls})` : String(innermost));
  return { status: 502, message: `The upstream ${upstream} could not be reached: ${reason}.` };
}
