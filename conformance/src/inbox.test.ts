// Where the sign-in chain reads its code: a JSON list of sent emails served over HTTP (here by a
// loopback server this file controls), or a shell command given the address.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commandInbox, commandWords, urlInbox } from './inbox';

let server: Server;
let url: string;
// What the inbox answers next: a status and a JSON body.
let reply: { status: number; body: unknown } = { status: 200, body: [] };
let seenHeaders: Record<string, string | string[] | undefined> = {};

beforeAll(async () => {
  server = createServer((request, response) => {
    seenHeaders = request.headers;
    response.writeHead(reply.status, { 'content-type': 'application/json' });
    // A string is served as is, so a body that is not JSON can be served too.
    response.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/__mock/outbox`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const serve = (body: unknown, status = 200) => {
  reply = { status, body };
};

describe('urlInbox', () => {
  const emails = [
    { to: 'ada@example.com', code: '111111', sentAt: '2026-01-01T10:00:00Z' },
    { to: 'ADA@Example.com', code: '222222', sentAt: '2026-01-01T10:05:00Z' },
    { to: 'bob@example.com', code: '333333', sentAt: '2026-01-01T10:10:00Z' },
    { to: 'ada@example.com', code: '444444', sentAt: '2026-01-01T09:00:00Z' },
  ];

  it('reads the newest code for the address, whatever its case, wherever it is in the list', async () => {
    serve(emails);
    await expect(urlInbox(url)('Ada@EXAMPLE.com')).resolves.toBe('222222');
    serve([...emails].reverse());
    await expect(urlInbox(url)('ada@example.com')).resolves.toBe('222222');
  });

  it('reads a list wrapped as { emails: [...] }', async () => {
    serve({ emails });
    await expect(urlInbox(url)('bob@example.com')).resolves.toBe('333333');
  });

  it.each([
    ['the code field', { to: 'x@y.z', code: '123456' }, '123456'],
    ['six digits in the subject', { to: 'x@y.z', subject: 'Your code: 654321' }, '654321'],
    [
      'six digits in the text',
      { to: 'x@y.z', subject: 'Sign in', text: 'Use 987654 soon.' },
      '987654',
    ],
    ['six digits in the html', { to: 'x@y.z', html: '<b>135790</b>' }, '135790'],
    ['the email field as recipient', { email: 'x@y.z', code: '246810' }, '246810'],
    ['no six-digit run', { to: 'x@y.z', subject: 'Code 1234567 or 12345' }, undefined],
    ['a code field that is not six digits', { to: 'x@y.z', code: 'abc' }, undefined],
  ])('finds the code in %s', async (_name, email, code) => {
    serve([email]);
    await expect(urlInbox(url)('x@y.z')).resolves.toBe(code);
  });

  it('answers undefined when nothing was sent to the address', async () => {
    serve(emails);
    await expect(urlInbox(url)('nobody@example.com')).resolves.toBeUndefined();
  });

  it('sends the given headers', async () => {
    serve([]);
    await urlInbox(url, { 'x-staging-token': 't0k' })('x@y.z');
    expect(seenHeaders).toMatchObject({ 'x-staging-token': 't0k', accept: 'application/json' });
  });

  it.each([
    ['an object without emails', { ok: true }, 200, 'did not answer a JSON list'],
    ['emails that is not a list', { emails: 'none' }, 200, 'did not answer a JSON list'],
    ['JSON null', null, 200, 'did not answer a JSON list'],
    ['a number', 42, 200, 'did not answer a JSON list'],
    ['an HTML page', '<!doctype html><p>Sign in first</p>', 200, 'JSON'],
    ['a 500', [], 500, 'answered 500'],
    ['a 404', [], 404, 'answered 404'],
  ])('rejects %s, naming the inbox', async (_name, body, status, message) => {
    serve(body, status);
    const read = urlInbox(url)('x@y.z');
    await expect(read).rejects.toThrow(message);
    await expect(read).rejects.toThrow(url);
  });
});

// The command runs without a shell: these run Node itself, as words.
const node = (script: string) => [process.execPath, '-e', script];

describe('commandInbox', () => {
  it('reads six digits the command prints', async () => {
    await expect(commandInbox(node('console.log(123456)'))('x@y.z')).resolves.toBe('123456');
  });

  it('gives the address as CONFORMANCE_EMAIL', async () => {
    const command = node(
      'if (process.env.CONFORMANCE_EMAIL !== "x@y.z") process.exit(1); console.log(654321)',
    );
    await expect(commandInbox(command)('x@y.z')).resolves.toBe('654321');
    // The same command for another address fails, so the code came from the variable.
    await expect(commandInbox(command)('other@y.z')).rejects.toThrow('the inbox command failed');
  });

  it('gives the address as the one last argument, verbatim', async () => {
    // An address with a space and a shell substitution must arrive as one untouched argument.
    const address = 'a b$(echo 999999)@y.z';
    const command = node(
      'const [a, ...more] = process.argv.slice(1); if (more.length === 0 && a === process.env.CONFORMANCE_EMAIL) console.log(112233)',
    );
    await expect(commandInbox(command)(address)).resolves.toBe('112233');
  });

  it('answers undefined when the command prints no code', async () => {
    await expect(
      commandInbox(node('console.log("no code yet")'))('x@y.z'),
    ).resolves.toBeUndefined();
  });

  it('rejects when the command fails, or is not there', async () => {
    await expect(commandInbox(node('process.exit(3)'))('x@y.z')).rejects.toThrow(
      'the inbox command failed',
    );
    await expect(commandInbox(['/nonexistent/inbox-reader'])('x@y.z')).rejects.toThrow(
      'the inbox command failed',
    );
  });
});

describe('commandWords (--inbox-command, run without a shell)', () => {
  it('splits words as a shell would, quotes kept together', () => {
    expect(commandWords(`./ci/latest-code.sh --mailbox "qa inbox" 'x y'`)).toEqual([
      './ci/latest-code.sh',
      '--mailbox',
      'qa inbox',
      'x y',
    ]);
  });

  it.each([
    ['a pipe', 'curl -s http://mail | jq .code'],
    ['a redirection', 'cat codes > out.txt'],
    ['a variable', 'reader $MAILPIT'],
  ])('refuses %s: that needs a shell, and says to use a script', (_what, command) => {
    const words = commandWords(command);
    expect(words).toBeInstanceOf(Error);
    expect((words as Error).message).toBe(
      'is run without a shell: put pipes, redirections and $VARIABLES in a script and give its path',
    );
  });

  it('refuses an empty command', () => {
    expect((commandWords('  ') as Error).message).toBe('is empty');
  });
});
