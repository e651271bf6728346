import { DEFAULT_MOCK_NAMESPACE } from '#common/mock-namespace';
import { sessionRef } from '../stores/session-ref';
import type { NamespaceRegistry } from './registry';
import type { Stores } from './stores';

// What the console's routes (routes/__mock/) and the agents' tools (mcp/) show of a namespace:
// one reading each, so both always say the same.

/** The outbox, newest first; `to` narrows it to one address (any case, spaces trimmed). */
export function outboxOf(stores: Stores, to?: string) {
  const address = to?.trim().toLowerCase();
  const emails = stores.outbox.newestFirst();
  return address === undefined
    ? emails
    : emails.filter((email) => email.to.toLowerCase() === address);
}

/** The sessions by `ref` (stores/session-ref.ts), never their secret id, newest first. */
export const sessionsOf = (stores: Stores) =>
  stores.sessions
    .newestFirst()
    .map(({ id, ...session }) => ({ ref: sessionRef({ id }), ...session }));

/** Every live namespace, most recently active first, with the journal entries it holds. */
export const namespaceList = (registry: NamespaceRegistry) =>
  registry.list().map((namespace) => ({
    name: namespace.name,
    lastActivity: new Date(namespace.lastActivity).toISOString(),
    requests: namespace.journal.size,
  }));

export const namespaceRemovedMessage = (name: string) =>
  name === DEFAULT_MOCK_NAMESPACE
    ? 'The default mock namespace is empty (it is never forgotten).'
    : `The mock namespace "${name}" is empty and forgotten.`;

/** One namespace emptied (its saved stores too) and forgotten; the default one only emptied. */
export async function removeNamespace(registry: NamespaceRegistry, name: string) {
  // One that is not live may still have saved stores: opened, so they are emptied too.
  const namespace = registry.get(name) ?? (await registry.use(name));
  await registry.remove(namespace);
  return { success: true, message: namespaceRemovedMessage(name) };
}
