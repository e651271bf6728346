import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { entryOf } from '../../journal/entry-view';
import { type JournalQuery, matches, sinceProblem } from '../../journal/filter';
import { harStream } from '../../journal/har';
import { MAX_JOURNAL_ENTRIES } from '../../journal/journal';
import { noRecordMessage, recordById } from '../../journal/record-id';
import { summaryJson } from '../../journal/summary-json';
import { routeDevOperation } from '../../plugins/contract';
import { httpError } from '../../util/http-error';

const packageJson = new URL('../../../../package.json', import.meta.url);
const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };

export const journalClearedMessage = 'The request journal is empty.';

/** How many entries a page of GET /__mock/requests holds unless `limit` says otherwise. */
export const JOURNAL_PAGE_SIZE = 50;

const openList = Buffer.from('[');
const comma = Buffer.from(',');
const closeList = Buffer.from(']');

type ListQuery = Omit<JournalQuery, 'limit'> & { limit?: string; before?: string };

/** The same query one page older: the `Link: <…>; rel="next"` a client follows. */
function nextPage(query: ListQuery, lastSeq: number): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (name !== 'before' && typeof value === 'string') params.set(name, value);
  }
  params.set('before', String(lastSeq));
  return `/__mock/requests?${params.toString()}`;
}

/**
 * The request journal (plugins/journal.ts): GET /__mock/requests a page of it, newest first;
 * GET /__mock/requests.har all of it as a HAR 1.2 download; GET /__mock/requests/:id one entry in
 * full, codes and all; DELETE /__mock/requests empties it.
 */
export default async function requestRoutes(app: FastifyInstance) {
  // coerceTypes is off app-wide: limit and before arrive as strings and are read here.
  routeDevOperation<{ Querystring: ListQuery }>(app, 'listRequests', {
    handler: async (request, reply) => {
      const { limit: limitText, before, ...query } = request.query;
      const problem = sinceProblem(query.since);
      if (problem) throw httpError(400, problem);
      const limit = limitText === undefined ? JOURNAL_PAGE_SIZE : Number(limitText);
      if (limit < 1 || limit > MAX_JOURNAL_ENTRIES) {
        throw httpError(400, `Invalid query: limit must be from 1 to ${MAX_JOURNAL_ENTRIES}`);
      }
      const page = request.namespace.journal.page(
        matches(query),
        limit,
        before === undefined ? undefined : Number(before),
      );
      const last = page.records.at(-1);
      if (page.more && last !== undefined) {
        reply.header('link', `<${nextPage(request.query, last.seq)}>; rel="next"`);
      }
      // Each entry's JSON is made once per record (journal/summary-json.ts): a page is a copy.
      const entries = page.records.flatMap((record, index) => [
        index === 0 ? openList : comma,
        summaryJson(record),
      ]);
      return reply
        .type('application/json; charset=utf-8')
        .send(
          Buffer.concat(entries.length === 0 ? [openList, closeList] : [...entries, closeList]),
        );
    },
  });
  routeDevOperation(app, 'exportRequestsHar', {
    handler: async (request, reply) => {
      const body = harStream(
        request.namespace.journal.newestFirst().reverse(),
        app.publicOrigin(),
        version,
      );
      return reply
        .header('content-disposition', 'attachment; filename="testbeam-mock.har"')
        .type('application/json; charset=utf-8')
        .send(body);
    },
  });
  routeDevOperation<{ Params: { id: string } }>(app, 'getRequest', {
    handler: async (request) => {
      const { id } = request.params;
      const record = recordById(request.namespace.journal, id);
      if (!record) throw httpError(404, noRecordMessage(id));
      return entryOf(record);
    },
  });
  routeDevOperation(app, 'clearRequests', {
    handler: async (request) => {
      const { journal, events } = request.namespace;
      journal.clear();
      // Every open console of the namespace empties its list, not only the one that cleared it.
      events.publish('state', { store: 'journal', kind: 'clear' });
      return { success: true, message: journalClearedMessage };
    },
  });
}
