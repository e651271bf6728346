import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { namespaceList, outboxOf, removeNamespace, sessionsOf } from '../namespaces/views';
import {
  answer,
  consoleAddress,
  type McpContext,
  namespaceArg,
  namespaceFor,
  pageArgs,
  pageOf,
} from './context';

/** Namespaces, the outbox, the stores, the records and a reset: what a namespace holds. */
export function registerStateTools(server: McpServer, context: McpContext): void {
  server.registerTool(
    'list_namespaces',
    {
      title: 'List mock namespaces',
      description:
        'Lists the live namespaces of the mock server, most recently active first, with the journal entries each holds and the console address to watch it in. Use it to find the namespace a test or a browser session works in; `filter` keeps the names that contain it.',
      inputSchema: {
        filter: z.string().max(64).optional().describe('Only names containing this text.'),
        ...pageArgs,
      },
      annotations: { readOnlyHint: true },
    },
    async ({ filter, limit, cursor }) => {
      const all = namespaceList(context.namespaces)
        .filter((namespace) => filter === undefined || namespace.name.includes(filter))
        .map((namespace) => ({
          ...namespace,
          console: consoleAddress(context.origin, namespace.name),
        }));
      return answer({
        current: context.requestNamespace,
        ...pageOf(all, limit, cursor),
        limits: context.namespaces.limits,
      });
    },
  );

  server.registerTool(
    'read_outbox',
    {
      title: 'Read the outbox (sign-in codes)',
      description:
        'Reads the emails the mock "sent" in a namespace, newest first, each with its 6-digit sign-in `code`; `latestCode` is the newest one. After POST /api/auth/generate for an address, call this with `to` set to that address and use `latestCode` with POST /api/auth/validate.',
      inputSchema: {
        namespace: namespaceArg,
        to: z
          .string()
          .min(1)
          .max(254)
          .optional()
          .describe('Only emails to this address (any case).'),
        ...pageArgs,
      },
      annotations: { readOnlyHint: true },
    },
    async ({ namespace, to, limit, cursor }) => {
      const { name, stores } = await namespaceFor(context, namespace);
      const emails = outboxOf(stores, to);
      return answer({
        namespace: name,
        latestCode: emails[0]?.code ?? null,
        ...pageOf(emails, limit, cursor),
      });
    },
  );

  server.registerTool(
    'read_store',
    {
      title: 'Read a store',
      description:
        'Reads one store of a namespace, newest first: `whitelist` (whitelist and waitlist requests), `messages` (contact messages) or `sessions` (signed-in sessions, by `ref`, never their secret id).',
      inputSchema: {
        namespace: namespaceArg,
        store: z.enum(['whitelist', 'messages', 'sessions']).describe('Which store to read.'),
        ...pageArgs,
      },
      annotations: { readOnlyHint: true },
    },
    async ({ namespace, store, limit, cursor }) => {
      const { name, stores } = await namespaceFor(context, namespace);
      const items: readonly object[] =
        store === 'sessions' ? sessionsOf(stores) : stores[store].newestFirst();
      return answer({ namespace: name, store, ...pageOf(items, limit, cursor) });
    },
  );

  server.registerTool(
    'read_records',
    {
      title: 'Read the contract records',
      description:
        "Reads a namespace's counts of answers per openapi.yaml operation and status (forced ones apart), of contract violations and of forwarded calls in proxy mode. Unlike the journal they never rotate, so they say which documented answers a test run has exercised.",
      inputSchema: { namespace: namespaceArg },
      annotations: { readOnlyHint: true },
    },
    async ({ namespace }) => {
      const found = await namespaceFor(context, namespace);
      return answer({ ...found.records.view(found.name, context.mode) });
    },
  );

  server.registerTool(
    'reset_namespace',
    {
      title: 'Reset a namespace',
      description:
        'Empties a namespace: its outbox, codes and cooldowns, stores, sessions, scenarios, journal and rate-limit windows. Other namespaces are untouched. Use it before a scenario to start clean.',
      inputSchema: { namespace: namespaceArg },
      annotations: { destructiveHint: true, idempotentHint: true },
    },
    async ({ namespace }) => {
      const name = namespace ?? context.requestNamespace;
      const { message } = await removeNamespace(context.namespaces, name);
      return answer({ namespace: name, message });
    },
  );
}
