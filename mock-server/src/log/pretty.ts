// The terminal's view of the mock server's log: when stdout is a terminal, one readable line per
// request and per event instead of JSON, and a banner at start. Elsewhere (CI, Docker, a pipe) the
// log stays JSON lines, one object each, for machines. No dependency: pino writes JSON lines into
// this stream, which reformats them.
import { Writable } from 'node:stream';

export type LogFormat = 'auto' | 'pretty' | 'json';

/** `auto`: pretty on a terminal, JSON otherwise. */
export function usePretty(format: LogFormat, isTTY: boolean | undefined): boolean {
  return format === 'pretty' || (format === 'auto' && isTTY === true);
}

const levels: Record<number, [string, number]> = {
  10: ['TRACE', 90],
  20: ['DEBUG', 36],
  30: ['INFO ', 32],
  40: ['WARN ', 33],
  50: ['ERROR', 31],
  60: ['FATAL', 35],
};

type Paint = (code: number, text: string) => string;
const painter = (color: boolean): Paint =>
  color ? (code, text) => `\u001b[${code}m${text}\u001b[39m` : (_code, text) => text;
const dim = (color: boolean, text: string) => (color ? `\u001b[2m${text}\u001b[22m` : text);

interface Line {
  level?: number;
  time?: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { message?: string; stack?: string };
  [key: string]: unknown;
}

// Fields pino and Fastify add to every line: not worth repeating on a terminal.
const noise = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res']);

const clock = (time: number | undefined) =>
  new Date(time ?? Date.now()).toISOString().slice(11, 23);

const statusCode = (status: number) => (status >= 500 ? 31 : status >= 400 ? 33 : 32);

/**
 * Turns JSON log lines into terminal lines. Fastify logs a request twice: "incoming request" with
 * the method and URL, "request completed" with the status and time; the terminal gets one line,
 * `GET /login → 200 1.2 ms`, so the first is remembered by request id and dropped.
 */
export function createFormatter(color: boolean): (raw: string) => string | null {
  const paint = painter(color);
  // Requests still in flight; bounded so a flood of aborted requests cannot grow it.
  const started = new Map<string, string>();
  return (raw) => {
    let line: Line;
    try {
      line = JSON.parse(raw) as Line;
    } catch {
      return raw.trimEnd();
    }
    if (line.msg === 'incoming request' && line.reqId) {
      if (started.size >= 10_000) started.clear();
      started.set(line.reqId, `${line.req?.method ?? ''} ${line.req?.url ?? ''}`);
      return null;
    }
    const [name, code] = levels[line.level ?? 30] ?? ['INFO ', 32];
    const head = `${dim(color, clock(line.time))} ${paint(code, name)}`;
    if (line.msg === 'request completed' && line.res?.statusCode !== undefined) {
      const status = line.res.statusCode;
      const request = (line.reqId && started.get(line.reqId)) || line.reqId || '';
      if (line.reqId) started.delete(line.reqId);
      const ms =
        line.responseTime === undefined
          ? ''
          : ` ${dim(color, `${line.responseTime.toFixed(1)} ms`)}`;
      return `${head} ${request} ${paint(statusCode(status), `→ ${status}`)}${ms}`;
    }
    const extra = Object.entries(line)
      .filter(([key]) => !noise.has(key) && key !== 'err' && key !== 'responseTime')
      .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
    const error = line.err?.message ? ` ${paint(31, line.err.message)}` : '';
    const more = extra.length ? ` ${dim(color, extra.join(' '))}` : '';
    return `${head} ${line.msg ?? ''}${error}${more}`;
  };
}

/** A stream for pino's JSON lines that writes them to `out` as formatted lines. */
export function prettyStream(out: NodeJS.WritableStream, color: boolean): Writable {
  let pending = '';
  const format = createFormatter(color);
  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const raw of lines) {
        if (raw.trim() === '') continue;
        const text = format(raw);
        if (text !== null) out.write(`${text}\n`);
      }
      done();
    },
  });
}

export interface BannerFacts {
  siteUrl: string;
  devRoutes: boolean;
  /** Where the whitelist, messages and sessions are kept, or null for memory. */
  dataDir: string | null;
  /** Developer pages and routes worth a link, when dev routes are on: [label, path]. */
  links: readonly (readonly [string, string])[];
  /** Proxy mode (MOCK_UPSTREAM): where /api/* goes, and whether violating answers become 502s. */
  upstream: { url: string; strict: boolean } | null;
}

/** Who answers /api/*, in the banner's words and the JSON log's. */
export function apiMode(upstream: BannerFacts['upstream']): string {
  if (upstream === null)
    return 'mock: answered here as openapi.yaml documents (MOCK_UPSTREAM forwards to a real backend)';
  const strict = upstream.strict
    ? 'strict: a violating answer becomes a 502'
    : 'violations journaled, answers passed on';
  return `proxy to ${upstream.url}: every request and answer checked against openapi.yaml (${strict})`;
}

/** The start-up banner: where the site is, what a developer can open, and the mode. */
export function banner(facts: BannerFacts, color: boolean): string {
  const paint = painter(color);
  const row = (label: string, value: string) => `  ${paint(36, '➜')}  ${label.padEnd(10)} ${value}`;
  const lines = [
    '',
    `  ${paint(35, 'Testbeam')} site + mock API`,
    '',
    row('Site', paint(36, facts.siteUrl)),
    ...(facts.devRoutes
      ? facts.links.map(([label, path]) => row(label, `${facts.siteUrl}${path}`))
      : []),
    row(
      'Mode',
      facts.devRoutes
        ? 'development: /__mock/* routes and forced answers on (MOCK_DEV_ROUTES=false turns them off)'
        : 'dev routes off: no /__mock/* routes, Prefer ignored',
    ),
    row('API', apiMode(facts.upstream)),
    row('Data', facts.dataDir ?? dim(color, 'in memory (set MOCK_DATA_DIR to keep it)')),
    '',
  ];
  return lines.join('\n');
}
