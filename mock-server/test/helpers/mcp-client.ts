import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { listening } from './raw-http';

/** The official SDK's client, connected to a listening mock's /__mock/mcp. */
export async function mcpClient(port: number, headers: Record<string, string> = {}) {
  const client = new Client({ name: 'mock-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(
    new URL(`http://127.0.0.1:${port}/__mock/mcp`),
    { requestInit: { headers } },
  );
  await client.connect(transport);
  return client;
}

/** A mock with dev routes on, listening on a free port, and an SDK client connected to it. */
export async function mcpMock() {
  const { app, port } = await listening({ MOCK_DEV_ROUTES: 'true' });
  const client = await mcpClient(port);
  const close = async () => {
    await client.close();
    await app.close();
  };
  return { app, port, client, close };
}

type ToolAnswer = { isError?: boolean; content: Array<{ type: string; text?: string }> };

/** Calls a tool and reads its JSON answer; throws with the tool's words when it failed. */
export async function call<T = Record<string, unknown>>(
  client: Client,
  name: string,
  args: Record<string, unknown> = {},
): Promise<T> {
  const result = (await client.callTool({ name, arguments: args })) as ToolAnswer;
  const text = result.content[0]?.text ?? '';
  if (result.isError) throw new Error(text);
  return JSON.parse(text) as T;
}

/** A tool's error text (the call must fail). */
export async function toolError(client: Client, name: string, args: Record<string, unknown>) {
  const result = (await client.callTool({ name, arguments: args })) as ToolAnswer;
  if (!result.isError) throw new Error(`${name} did not fail`);
  return result.content[0]?.text ?? '';
}
