// Where the sign-in chain reads the code it was sent: a URL that lists sent emails as JSON (the
// mock's /__mock/outbox), or a command that prints the latest code for an address.

import { execFile } from 'node:child_process';

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

/**
 * An inbox read over HTTP: a JSON array of emails (or `{ emails: [...] }`), each with a recipient
 * (`to`) and the code (`code`, or six digits in `subject`/`text`). The newest for the address wins.
 */
export function urlInbox(url: string, headers: Record<string, string> = {}): Inbox {
  return async (address) => {
    const response = await fetch(url, { headers: { accept: 'application/json', ...headers } });
    if (!response.ok) throw new Error(`the inbox ${url} answered ${response.status}`);
    let data: unknown;
    try {
      data = JSON.parse(await response.text());
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

/** An inbox read by a command: the address is its last argument and CONFORMANCE_EMAIL. */
export function commandInbox(command: string): Inbox {
  return (address) =>
    new Promise((resolve, reject) => {
      execFile(
        '/bin/sh',
        ['-c', `${command} "$CONFORMANCE_EMAIL"`],
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
