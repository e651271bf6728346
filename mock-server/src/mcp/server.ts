import { readFileSync } from 'node:fs';
import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import { defaultContractPath } from '../contract/openapi';
import { consoleAddress, type McpContext } from './context';
import { registerJournalTools } from './journal-tools';
import { registerScenarioTools } from './scenario-tools';
import { registerStateTools } from './state-tools';

const contractText = readFileSync(defaultContractPath, 'utf8');

export const mcpServerInfo = { name: 'testbeam-mock', version: '1.0.0' };

const instructions = `The Testbeam mock server: a stand-in for Testbeam's backend (openapi.yaml, the resource testbeam://contract/openapi.yaml) used by the site's developers and tests. Every request works in a namespace, an isolated world; each tool acts on the one its \`namespace\` argument names, by default the one this connection's X-Mock-Namespace header names, else "default". To sign a user in: POST /api/auth/generate {"email"} over HTTP, read_outbox for the code, POST /api/auth/validate {"email","code"}. To test an error path: list_answers, then set_scenario.`;

/**
 * The MCP server of one HTTP request (stateless Streamable HTTP: no session outlives the
 * request, so nothing here holds memory between calls; the namespaces' own caps bound the rest).
 */
export function mcpServer(context: McpContext): McpServer {
  const server = new McpServer(mcpServerInfo, { instructions });
  registerStateTools(server, context);
  registerJournalTools(server, context);
  registerScenarioTools(server, context);

  server.registerResource(
    'contract',
    'testbeam://contract/openapi.yaml',
    {
      title: 'The API contract (openapi.yaml)',
      description:
        'Every /api/auth operation the mock answers, each status it can answer and its named examples.',
      mimeType: 'application/yaml',
    },
    async (uri) => ({
      contents: [{ uri: uri.href, mimeType: 'application/yaml', text: contractText }],
    }),
  );

  server.registerResource(
    'console',
    new ResourceTemplate('testbeam://console/{namespace}', {
      list: async () => ({
        resources: context.namespaces
          .list()
          .slice(0, 50)
          .map((namespace) => ({
            uri: `testbeam://console/${namespace.name}`,
            name: `console: ${namespace.name}`,
          })),
      }),
    }),
    {
      title: "The developer console's address for a namespace",
      description: 'The URL of the browser console that shows this namespace live.',
      mimeType: 'text/uri-list',
    },
    async (uri, { namespace }) => {
      const name = String(namespace);
      return {
        contents: [
          { uri: uri.href, mimeType: 'text/uri-list', text: consoleAddress(context.origin, name) },
        ],
      };
    },
  );
  return server;
}
