// The smoke test of `npm start` under one Node version (scripts/node-lts/node-lts.ts): start it on a free
// port, then fetch what a visitor and a frontend developer first reach: the home page, a code
// sent through the API, that code in the dev outbox, and a sign-in with it.

import { spawn } from 'node:child_process';
import { appendFileSync, openSync } from 'node:fs';
import { freePort } from '../tooling/ports';
import { waitForServer } from '../tooling/wait-for-server';

/** `npm start` in `dir` (node-lts.ts's copy of the work tree) under `env`'s Node. */
export async function smokeTest(
  env: NodeJS.ProcessEnv,
  log: string,
  dir: string,
): Promise<boolean> {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const out = openSync(log, 'w');
  const child = spawn('npm', ['start'], {
    cwd: dir,
    env: { ...env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', out, out],
    detached: true,
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const note = (text: string) => appendFileSync(log, `smoke: ${text}\n`);
  try {
    try {
      // A stale build makes npm start build first: give it the time a build takes.
      await waitForServer(`${origin}/`, { child, ok: true, timeoutMs: 300_000 });
    } catch (error) {
      note(`the site did not answer: ${(error as Error).message}`);
      return false;
    }
    const home = await (await fetch(`${origin}/`)).text();
    const email = `smoke-${port}@example.com`;
    const json = { 'content-type': 'application/json' };
    const sent = await fetch(`${origin}/api/auth/generate`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email }),
    });
    const outbox = (await (
      await fetch(`${origin}/__mock/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as Array<{ code: string }>;
    const code = outbox[0]?.code ?? '';
    const signedIn = await fetch(`${origin}/api/auth/validate`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, code }),
    });
    const checks: Array<[string, boolean]> = [
      ['home page', home.includes('<h1')],
      ['send-code 200', sent.status === 200],
      ['a 6-digit code in the dev outbox', /^\d{6}$/.test(code)],
      [
        'sign-in 200 with a session cookie',
        signedIn.status === 200 && signedIn.headers.has('set-cookie'),
      ],
    ];
    for (const [name, ok] of checks) note(`${ok ? 'pass' : 'FAIL'} ${name}`);
    return checks.every(([, ok]) => ok);
  } finally {
    // npm, the start script and the server: the whole process group.
    if (child.pid !== undefined && !exited) process.kill(-child.pid, 'SIGTERM');
  }
}
