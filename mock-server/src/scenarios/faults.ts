// The four faults a scenario can send instead of an answer (scenario-input.ts's `faults`), on the
// raw socket of a hijacked reply: nothing here goes through Fastify's answer path.

import type { Socket } from 'node:net';
import type { FaultAnswer } from '../journal/journal';
import type { Fault } from './scenario-input';

/**
 * The start of a 200 that never ends: a chunked JSON body whose first chunk promises more bytes
 * than follow, then the connection closes. A client gets the status and headers, then fails while
 * reading the body (browsers: "network error"; Node's fetch: "terminated"), never a parse of a
 * shorter but complete text.
 */
export function malformedAnswer(headers: Record<string, string>): FaultAnswer & { wire: string } {
  const body = '{"success":true,"message":"This answer is cut off befo';
  const promised = body.length + 64;
  const all = {
    ...headers,
    'content-type': 'application/json; charset=utf-8',
    'transfer-encoding': 'chunked',
    'cache-control': 'no-store',
  };
  const head = Object.entries(all)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n');
  return {
    status: 200,
    headers: all,
    text: body,
    wire: `HTTP/1.1 200 OK\r\n${head}\r\n\r\n${promised.toString(16)}\r\n${body}`,
  };
}

/**
 * Breaks the connection off as `fault` says ("hang" is the scenarios plugin's: it waits first,
 * then ends here as "empty"). Returns what went out before the break, for the journal.
 */
export function breakConnection(
  socket: Socket,
  fault: Exclude<Fault, 'hang'>,
  headers: Record<string, string>,
): FaultAnswer | undefined {
  if (socket.destroyed) return undefined;
  if (fault === 'reset') {
    // A TCP RST: the client reads ECONNRESET ("connection reset by peer").
    socket.resetAndDestroy();
    return undefined;
  }
  if (fault === 'empty') {
    // A clean close with no byte of answer: "empty reply from server".
    socket.end();
    return undefined;
  }
  const answer = malformedAnswer(headers);
  socket.end(answer.wire);
  return { status: answer.status, headers: answer.headers, text: answer.text };
}
