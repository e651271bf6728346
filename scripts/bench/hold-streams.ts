// A child of bench journal that holds N open GET /__mock/events streams, as N console tabs would,
// and reads everything they send: in its own process, so reading them does not slow the bench's
// own requests. Argument: the origin and N. Tells the parent `{ open, refused }` once every stream
// has its answer, then `{ frames }` (events received over all streams) when asked with `count`.

import { type IncomingMessage, request } from 'node:http';

const [origin = '', countText = '0'] = process.argv.slice(2);
const count = Number(countText);
const responses: IncomingMessage[] = [];
let frames = 0;
let refused = 0;

function open(): Promise<void> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}/__mock/events`, { agent: false }, (response) => {
      if (response.statusCode === 200) responses.push(response);
      else refused += 1;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        frames += chunk.split('event: ').length - 1;
      });
      resolve();
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

await Promise.all(Array.from({ length: count }, open));
process.send?.({ open: responses.length, refused });
process.on('message', (message) => {
  if (message === 'count') process.send?.({ frames });
});
