import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { entryOf } from '../journal/entry-view';
import { matches, sinceProblem } from '../journal/filter';
import { summaryOf } from '../journal/summary-json';
import { MAX_PAGE, answer, type McpContext, namespaceArg, namespaceFor } from './context';

/** The request journal of a namespace: a page of it, and one entry in full. */
export function registerJournalTools(server: McpServer, context: McpContext): void {
  server.registerTool(
    'list_requests',
    {
      title: 'List journaled requests',
      description:
        'Lists the requests a namespace received (its journal, the last 1,000), newest first: method, URL, status, operation and duration, sign-in codes masked. Filter by openapi.yaml `operation` (sendCode, verifyCode, ...), `status` (401 or 4xx) or `since` (an entry id or an ISO time). When `more` is true, pass `next` as `before` for older entries; read one in full with get_request.',
      inputSchema: {
        namespace: namespaceArg,
        operation: z
          .string()
          .max(64)
          .optional()
          .describe('Only calls of this openapi.yaml operationId (sendCode, verifyCode, ...).'),
        status: z
          .string()
          .regex(/^(?:[1-5]\d\d|[1-5]xx)$/, 'a status (401) or a class (4xx)')
          .optional()
          .describe('One status (401) or a class (4xx).'),
        since: z
          .string()
          .min(1)
          .max(64)
          .optional()
          .describe('Entries after this entry id (42) or ISO time (2026-03-01T09:00:00Z).'),
        before: z
          .string()
          .regex(/^\d{1,15}$/, 'an entry id')
          .optional()
          .describe('Entries older than this id: the `next` of the previous answer.'),
        limit: z.int().min(1).max(MAX_PAGE).default(20).describe(`1 to ${MAX_PAGE} (default 20).`),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ namespace, operation, status, since, before, limit }) => {
      const problem = sinceProblem(since);
      if (problem) throw new Error(problem.replace('Invalid query: ', ''));
      const found = await namespaceFor(context, namespace);
      const keep = matches({ status, since });
      const page = found.journal.page(
        (record) => keep(record) && (operation === undefined || record.operation === operation),
        limit,
        before === undefined ? undefined : Number(before),
      );
      const last = page.records.at(-1);
      return answer({
        namespace: found.name,
        items: page.records.map(summaryOf),
        more: page.more,
        ...(page.more && last ? { next: String(last.seq) } : {}),
      });
    },
  );

  server.registerTool(
    'get_request',
    {
      title: 'Read one journaled request',
      description:
        'Reads one journal entry of a namespace in full: request and response headers (cookies redacted) and bodies (each cut at 16 KiB), codes shown. `id` comes from list_requests.',
      inputSchema: {
        namespace: namespaceArg,
        id: z.string().regex(/^\d{1,15}$/, 'an entry id from list_requests'),
      },
      annotations: { readOnlyHint: true },
    },
    async ({ namespace, id }) => {
      const found = await namespaceFor(context, namespace);
      const record = found.journal.get(Number(id));
      if (!record) {
        throw new Error(
          `No request ${id} in the journal of "${found.name}" (never, or rotated out).`,
        );
      }
      return answer({ namespace: found.name, entry: entryOf(record) });
    },
  );
}
