import { describe, expect, it } from 'vitest';
import { agents } from '#web/content/agents.ts';
import { appPathFor, appUrlFor } from './redirect';

describe('where sign-in lands', () => {
  it('sends /login to API MCP Studio', () => {
    expect(appPathFor({ kind: 'platform' })).toBe('/api_mcp_studio/');
  });

  it.each(agents.map((agent) => [agent.slug, agent.appConnectorKey]))(
    'sends /%s to /connect/discover/%s/',
    (_slug, key) => {
      expect(appPathFor({ kind: 'agent', appConnectorKey: key })).toBe(`/connect/discover/${key}/`);
    },
  );

  it('uses the local origin on localhost and the production app elsewhere', () => {
    const target = { kind: 'agent', appConnectorKey: 's3-api-keys' } as const;
    expect(appUrlFor(target, { hostname: 'localhost', origin: 'http://localhost:8080' })).toBe(
      'http://localhost:8080/connect/discover/s3-api-keys/',
    );
    expect(appUrlFor(target, { hostname: 'testbeam.dev', origin: 'https://testbeam.dev' })).toBe(
      'https://app.testbeam.dev/connect/discover/s3-api-keys/',
    );
  });
});
