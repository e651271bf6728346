// Where the sign-in chain reads the code it was sent: a URL that lists sent emails as JSON (the
// mock's /__mock/outbox), or a command that prints the latest code for an address.

import { parse as parseWords } from 'shell-quote';
import { execFile } from 'node:child_process';
import { readCapped, tooLargeDetail } from './read-capped';

export type Inbox = (email: string) => Promise<string | undefined>;

const sixDigits = /\b(\d{6})\b/;

/** The code in one email: its own `code` field, else six digits in the subject or body. */
function codeIn(email: Record<string, unknown>): string | undefined {
  if (typeof email.code === 'string' && /^\d{6}$/.test(email.code)) return email.code;
  for (const field of ['subject', 'text', 'body', 'html']) {
    const value = email[field];
    const found = typeof value === 'string' ? sixDigits.exec(value)?.[1] : undefined;
    if (found) return found;
  }
  return undefined;
}

const recipient = (email: Record<string, unknown>) =>
  [email.to, email.email, email.recipient].find((value) => typeof value === 'string') as
    string | undefined;

const sentAt = (email: Record<string, unknown>) => {
  const value = [email.sentAt, email.date, email.time].find((field) => typeof field === 'string');
  return typeof value === 'string' ? Date.parse(value) || 0 : 0;
};

/** Redirects followed within the inbox's own origin; another origin is never asked. */
const MAX_REDIRECTS = 5;

/**
 * GET `url` with `headers`, following a redirect only within its own origin (the --header
 * values, a staging token say, must not reach another host), the whole exchange within
 * `timeoutMs`, and at most MAX_ANSWER_BYTES of the answer read.
 */
async function fetchInbox(url: string, headers: Record<string, string>, timeoutMs: number) {
  const origin = new URL(url).origin;
  const signal = AbortSignal.timeout(timeoutMs);
  let at = url;
  try {
    for (let hop = 0; ; hop += 1) {
      const response = await fetch(at, {
        headers: { accept: 'application/json', ...headers },
        redirect: 'manual',
        signal,
      });
      const location = response.headers.get('location');
      if (response.status < 300 || response.status > 399 || location === null) {
        return { response, ...(await readCapped(response)) };
      }
      await response.body?.cancel();
      const next = new URL(location, at);
      if (next.origin !== origin) {
        throw new Error(
          `the inbox ${url} redirected to another origin (${next.origin}); the run does not follow it, nor send its headers there`,
        );
      }
      if (hop + 1 >= MAX_REDIRECTS) throw new Error(`the inbox ${url} redirected too many times`);
      at = next.href;
    }
  } catch (error) {
    if (signal.aborted) {
      throw new Error(`the inbox ${url} did not answer within ${timeoutMs} ms (--timeout)`);
    }
    throw error;
  }
}

/**
 * An inbox read over HTTP: a JSON array of emails (or `{ emails: [...] }`), each with a recipient
 * (`to`) and the code (`code`, or six digits in `subject`/`text`). The newest for the address wins.
 */
export function urlInbox(
  url: string,
  headers: Record<string, string> = {},
  timeoutMs = 10_000,
): Inbox {
  return async (address) => {
    const { response, text, truncated } = await fetchInbox(url, headers, timeoutMs);
    if (!response.ok) throw new Error(`the inbox ${url} answered ${response.status}`);
    if (truncated) throw new Error(`the inbox ${url}: ${tooLargeDetail()}`);
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      throw new Error(`the inbox ${url} did not answer JSON`);
    }
    const list = Array.isArray(data) ? data : (data as { emails?: unknown } | null)?.emails;
    if (!Array.isArray(list)) throw new Error(`the inbox ${url} did not answer a JSON list`);
    const mine = list
      .filter(
        (email): email is Record<string, unknown> => typeof email === 'object' && email !== null,
      )
      .filter((email) => recipient(email)?.toLowerCase() === address.toLowerCase())
      .sort((a, b) => sentAt(b) - sentAt(a));
    return mine.map(codeIn).find((code) => code !== undefined);
  };
}

/**
 * `--inbox-command` as the words it runs: split as a shell would split them (quotes kept
 * together), with no shell to run them, so it works where there is no /bin/sh. A pipe, a
 * redirection or a `$VAR` needs a shell: that is a script's job, and the error says so.
 */
export function commandWords(command: string): string[] | Error {
  const words = parseWords(command, (name) => `$${name}`);
  const special = words.find((word) => typeof word !== 'string' || /^\$\w/.test(word));
  if (special !== undefined || words.length === 0)
    return new Error(
      words.length === 0
        ? 'is empty'
        : 'is run without a shell: put pipes, redirections and $VARIABLES in a script and give its path',
    );
  return words as string[];
}

/** An inbox read by a command: the address is its last argument and CONFORMANCE_EMAIL. */
export function commandInbox(words: string[]): Inbox {
  const [file = '', ...args] = words;
  return (address) =>
    new Promise((resolve, reject) => {
      execFile(
        file,
        [...args, address],
        { env: { ...process.env, CONFORMANCE_EMAIL: address }, timeout: 30_000 },
        (error, stdout) => {
          if (error) reject(new Error(`the inbox command failed: ${error.message.split('\n')[0]}`));
          else resolve(sixDigits.exec(stdout)?.[1]);
        },
      );
    });
}

/** Asks `inbox` until it has a code for `address`, a few times a second for up to `ms`. */
export async function waitForCode(
  inbox: Inbox,
  address: string,
  ms = 10_000,
): Promise<string | undefined> {
  const until = Date.now() + ms;
  for (;;) {
    const code = await inbox(address);
    if (code !== undefined || Date.now() > until) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
