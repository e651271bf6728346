import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { DEFAULT_MOCK_NAMESPACE, mockNamespacePattern } from '#common/mock-namespace';
import type { Contract } from '../contract/openapi';
import type { Namespace } from '../namespaces/namespace';
import type { NamespaceRegistry } from '../namespaces/registry';

/** What the tools work on: handed in by routes/__mock/mcp.ts, one per HTTP request. */
export interface McpContext {
  namespaces: NamespaceRegistry;
  contract: Contract;
  /** The namespace the HTTP request named (its header or cookie): the tools' default. */
  requestNamespace: string;
  /** Where the console lives: PUBLIC_ORIGIN, else the address the server listens on. */
  origin: string;
  mode: 'mock' | 'proxy';
}

/** The `namespace` argument every tool but list_namespaces takes. */
export const namespaceArg = z
  .string()
  .regex(mockNamespacePattern, 'use 1 to 64 lower-case letters, digits, ".", "_" or "-"')
  .optional()
  .describe(
    `The mock namespace to act on (an isolated world: its own outbox, journal, scenarios, stores). Default: the one this MCP request names with its X-Mock-Namespace header or mock_ns cookie, else "${DEFAULT_MOCK_NAMESPACE}".`,
  );

/** The namespace a call names, made on first use like any request's. */
export async function namespaceFor(context: McpContext, name: string | undefined) {
  return context.namespaces.use(name ?? context.requestNamespace) as Promise<Namespace> | Namespace;
}

/** The most items one answer holds, so an answer stays readable in an agent's context. */
export const MAX_PAGE = 50;

export const pageArgs = {
  limit: z
    .int()
    .min(1)
    .max(MAX_PAGE)
    .default(20)
    .describe(`How many items to return, 1 to ${MAX_PAGE} (default 20).`),
  cursor: z
    .string()
    .regex(/^\d{1,6}$/, 'pass the `next` of the previous answer')
    .optional()
    .describe('Where to go on from: the `next` of the previous answer, when it said `more: true`.'),
};

/** One page of `items`: at most `limit` from `cursor`, and whether more follow (`next`). */
export function pageOf<T>(items: readonly T[], limit: number, cursor: string | undefined) {
  const start = cursor === undefined ? 0 : Number(cursor);
  const end = start + limit;
  const more = end < items.length;
  return {
    items: items.slice(start, end),
    total: items.length,
    more,
    ...(more ? { next: String(end) } : {}),
  };
}

/** A tool's answer: the value as JSON text (what every client shows) and as structured content. */
export function answer(value: Record<string, unknown>): CallToolResult {
  return {
    content: [{ type: 'text', text: JSON.stringify(value, null, 2) }],
    structuredContent: value,
  };
}

/** The console's address for a namespace. */
export const consoleAddress = (origin: string, namespace: string) =>
  `${origin}/__mock/?ns=${encodeURIComponent(namespace)}`;
