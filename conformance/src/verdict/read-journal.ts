// Reads what the proxy saw: from a running mock (its origin: the records and the journal's HAR) or
// from a saved HAR file. Anything that cannot be read as such is a JournalReadError naming why.

import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  harSchema,
  type JournalAnswer,
  journalAnswer,
  type Observed,
  recordsSchema,
} from './observed';

export class JournalReadError extends Error {}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

function parsed<T>(schema: z.ZodType<T>, text: string, what: string): T {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new JournalReadError(`${what} is not JSON`);
  }
  const result = schema.safeParse(json);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new JournalReadError(
    `${what} is not what was expected: [${issue?.path.join('.') ?? ''}] ${issue?.message ?? ''}`,
  );
}

async function get(url: URL, namespace: string | undefined): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: namespace === undefined ? {} : { 'X-Mock-Namespace': namespace },
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new JournalReadError(`${url.href} is unreachable (${cause})`);
  }
  const text = await response.text();
  if (!response.ok) {
    throw new JournalReadError(
      `${url.href} answered ${response.status}${response.status === 404 ? ' (are the dev routes on? MOCK_DEV_ROUTES)' : ''}`,
    );
  }
  return text;
}

const namespacesSchema = z.object({ namespaces: z.array(z.object({ name: z.string() })) });

/**
 * What a mock saw: one namespace's records and journal when `namespace` is named, else every
 * namespace's (the records summed with `?all=true`, the journal of each live namespace).
 */
async function fromMock(origin: string, namespace: string | undefined): Promise<Observed> {
  const base = new URL(origin);
  const recordsUrl = new URL('/__mock/records', base);
  if (namespace === undefined) recordsUrl.searchParams.set('all', 'true');
  const records = parsed(
    recordsSchema,
    await get(recordsUrl, namespace),
    `${base.origin}/__mock/records`,
  );
  if (records.mode !== 'proxy') {
    throw new JournalReadError(
      `the mock at ${base.origin} is in ${records.mode} mode, not proxy mode: it forwards nothing to judge (start it with MOCK_UPSTREAM)`,
    );
  }
  const names =
    namespace === undefined
      ? parsed(
          namespacesSchema,
          await get(new URL('/__mock/namespaces', base), undefined),
          `${base.origin}/__mock/namespaces`,
        ).namespaces.map((one) => one.name)
      : [namespace];
  const journal: JournalAnswer[] = [];
  for (const name of names) {
    const har = parsed(
      harSchema,
      await get(new URL('/__mock/requests.har', base), name),
      `${base.origin}/__mock/requests.har (namespace ${name})`,
    );
    journal.push(...har.log.entries.map(journalAnswer));
  }
  return { source: base.origin, records, journal };
}

async function fromFile(file: string): Promise<Observed> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new JournalReadError(
      `${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
  const har = parsed(harSchema, text, `${file} (a HAR)`);
  const journal = har.log.entries.map(journalAnswer);
  if (journal.length > 0 && !journal.some((answer) => answer.fromUpstream)) {
    throw new JournalReadError(
      `${file} holds no upstream answer (no entry has _upstreamStatus): not the journal of a mock in proxy mode`,
    );
  }
  return { source: file, records: null, journal };
}

/** `--journal`: a mock's origin (http or https) or a saved HAR's path. */
export function readJournal(source: string, namespace?: string): Promise<Observed> {
  return isUrl(source) ? fromMock(source, namespace) : fromFile(source);
}
