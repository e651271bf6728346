import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import type { FastifyInstance } from 'fastify';
import { mcpServer } from '../../mcp/server';
import type { MockMode } from './console';

export const notAllowedMessage =
  'Method not allowed: this MCP server is stateless; send each JSON-RPC message with POST.';

/**
 * /__mock/mcp: the agents' MCP endpoint (src/mcp/), Streamable HTTP without sessions. One route
 * for the transport's three methods: a POST carries a JSON-RPC message and gets its answer as
 * JSON; GET (a server-sent stream) and DELETE (a session's end) answer 405, as a stateless
 * server should. The request guard has already run (a foreign Host or Origin is refused), and the
 * journal keeps these calls out, as it does the console's reads.
 */
export default async function mcpRoute(app: FastifyInstance, { mode }: { mode: MockMode }) {
  app.route({
    method: ['GET', 'POST', 'DELETE'],
    url: '/__mock/mcp',
    handler: async (request, reply) => {
      if (request.method !== 'POST') {
        // Stateless: no stream to open (the SDK's transport would hold a GET open), no session.
        return reply
          .code(405)
          .header('allow', 'POST')
          .send({ jsonrpc: '2.0', error: { code: -32000, message: notAllowedMessage }, id: null });
      }
      const server = mcpServer({
        namespaces: app.namespaces,
        contract: app.contract,
        requestNamespace: request.namespace.name,
        origin: app.publicOrigin(),
        mode: mode.mode,
      });
      const transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: undefined,
        enableJsonResponse: true,
      });
      reply.hijack();
      // The site's security headers apply here too (the hooks that set them do not run after
      // the hijack).
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  });
}
