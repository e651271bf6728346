import { randomUUID } from 'node:crypto';
import type { OutboxEmail } from '../stores/records';
import { otpRules } from './otp-service';

/** The email the real backend would send; the code is also its own field for tests to read. */
export function signInEmail(to: string, code: string, sentAt: Date): OutboxEmail {
  const minutes = otpRules.lifetimeMs / 60_000;
  return {
    id: randomUUID(),
    to,
    subject: `Your Testbeam sign-in code: ${code}`,
    text: [
      `Your Testbeam sign-in code is ${code}.`,
      `It expires in ${minutes} minutes and works once.`,
      'If you did not ask to sign in, ignore this email: nobody can sign in without the code.',
    ].join('\n\n'),
    code,
    sentAt: sentAt.toISOString(),
  };
}
