import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildMock } from './helpers/mock-app';

// The Docker image and compose file run the mock under other names than localhost:8080: each
// must say which mode it runs in and allow exactly the names it is reached by.
const root = new URL('../../', import.meta.url);

/** The ENV of the Dockerfile's last stage, as the container sees it. */
function imageEnvironment(): Record<string, string> {
  const dockerfile = readFileSync(new URL('Dockerfile', root), 'utf8');
  const stages = dockerfile.split(/^FROM /m);
  const env: Record<string, string> = {};
  const last = (stages.at(-1) ?? '').replace(/\\\n\s*/g, ' ');
  for (const line of last.split('\n').filter((text) => text.startsWith('ENV '))) {
    for (const [, name, value] of line.matchAll(/([A-Z_]+)=(\S+)/g)) env[name ?? ''] = value ?? '';
  }
  return env;
}

function composeEnvironment(): Record<string, string> {
  const compose = parse(readFileSync(new URL('docker-compose.yml', root), 'utf8')) as {
    services: { web: { environment: Record<string, string> } };
  };
  return compose.services.web.environment;
}

let close: () => Promise<void> = async () => {};
afterEach(() => close());

async function statusFor(env: Record<string, string>, host: string) {
  const app = await buildMock(env);
  close = () => app.close();
  return (await app.inject({ url: '/__mock/whitelist', headers: { host } })).statusCode;
}

describe.each([
  ['the Docker image', imageEnvironment],
  ['docker compose', () => ({ ...imageEnvironment(), ...composeEnvironment() })],
])('%s', (_name, environment) => {
  it('says which mode it runs in', () => {
    expect(environment().MOCK_DEV_ROUTES).toBe('true');
  });

  it.each([
    ['localhost:8080', 200],
    ['localhost:3001', 200],
    ['127.0.0.1:8080', 200],
    ['rebind.attacker.example:8080', 403],
  ])('answers Host: %s with %i', async (host, status) => {
    expect(await statusFor(environment(), host)).toBe(status);
  });
});

it('lets Prism reach the compose service as web:8080', async () => {
  expect(await statusFor({ ...imageEnvironment(), ...composeEnvironment() }, 'web:8080')).toBe(200);
});
