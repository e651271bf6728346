import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_MOCK_NAMESPACE,
  invalidMockNamespaceMessage,
  isMockNamespace,
} from '#common/mock-namespace';
import { httpError } from '../../plugins/errors';

export const namespaceRemovedMessage = (name: string) =>
  name === DEFAULT_MOCK_NAMESPACE
    ? 'The default mock namespace is empty (it is never forgotten).'
    : `The mock namespace "${name}" is empty and forgotten.`;

/**
 * DELETE /__mock/namespaces/:name: one namespace emptied (its saved stores too) and forgotten;
 * its consoles' event streams end. The default one is only emptied.
 */
export default async function deleteNamespace(app: FastifyInstance) {
  app.delete<{ Params: { name: string } }>('/__mock/namespaces/:name', async (request) => {
    const { name } = request.params;
    if (!isMockNamespace(name)) throw httpError(400, invalidMockNamespaceMessage);
    // One that is not live may still have saved stores: opened, so they are emptied too.
    const namespace = app.namespaces.get(name) ?? (await app.namespaces.use(name));
    await app.namespaces.remove(namespace);
    return { success: true, message: namespaceRemovedMessage(name) };
  });
}
