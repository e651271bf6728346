// A forwarded request that got no usable answer, as the browser is told: 504 when the upstream was
// too slow, 502 for anything else, always in the API's error shape.

import { AnswerTooLargeError, UnreadableAnswerError } from './answer-body';

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
  if (codes.some((code) => timeouts.has(code))) {
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
  const known = codes.map((code) => reasons[code]).find((reason) => reason !== undefined);
  const tls = codes.find((code) => /CERT|SSL|TLS/.test(code));
  const innermost = links.at(-1)?.message;
  const reason =
    known ??
    (tls !== undefined
      ? `its TLS certificate was refused (${tls})`
      : typeof innermost === 'string' && innermost !== ''
        ? innermost
        : 'the exchange failed');
  return { status: 502, message: `The upstream ${upstream} could not be reached: ${reason}.` };
}
