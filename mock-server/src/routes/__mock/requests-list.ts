import type { FastifyInstance } from 'fastify';
import { type JournalQuery, matches, sinceProblem } from '../../journal/filter';
import { MAX_JOURNAL_ENTRIES } from '../../journal/journal';
import { summaryJson } from '../../journal/summary-json';
import { httpError } from '../../plugins/errors';

const listQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    path: { type: 'string', minLength: 1, maxLength: 2048 },
    status: { type: 'string', pattern: '^(?:[1-5]\\d\\d|[1-5]xx)$' },
    since: { type: 'string', minLength: 1, maxLength: 64 },
    limit: { type: 'string', pattern: '^\\d{1,4}$' },
    before: { type: 'string', pattern: '^\\d{1,15}$' },
  },
} as const;

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

/** GET /__mock/requests: a page of the request journal (plugins/journal.ts), newest first. */
export default async function listRequests(app: FastifyInstance) {
  // coerceTypes is off app-wide: limit and before arrive as strings and are read here.
  app.get<{ Querystring: ListQuery }>(
    '/__mock/requests',
    { schema: { querystring: listQuery } },
    async (request, reply) => {
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
  );
}
