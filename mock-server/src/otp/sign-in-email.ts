import { randomUUID } from 'node:crypto';
import { CODE_LIFETIME_MINUTES } from '#common/otp';
import type { OutboxEmail } from '../stores/records';

/** The email the real backend would send; the code is also its own field for tests to read. */
export function signInEmail(to: string, code: string, sentAt: Date): OutboxEmail {
  return {
    id: randomUUID(),
    to,
    subject: `Your Testbeam sign-in code: ${code}`,
    text: [
      `Your Testbeam sign-in code is ${code}.`,
      `It expires in ${CODE_LIFETIME_MINUTES} minutes and works once.`,
      'If you did not ask to sign in, ignore this email: nobody can sign in without the code.',
    ].join('\n\n'),
    code,
    sentAt: sentAt.toISOString(),
  };
}
