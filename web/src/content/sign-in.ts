// What /login says beside the sign-in card, and what /email-whitelist says beside its form.
// Facts only: the code's length and lifetime match the mock server and docs/requirements.md §9.

import { CODE_LIFETIME_MINUTES, OTP_LENGTH } from '#common/otp';

export type Point = { title: string; text: string };

export const signInPoints: readonly Point[] = [
  {
    title: 'No password to remember',
    text: `We email you a ${OTP_LENGTH}-digit code; it works once and expires after ${CODE_LIFETIME_MINUTES} minutes.`,
  },
  {
    title: 'Or one click with Google',
    text: 'Continue with the Google account you already use at work.',
  },
  {
    title: 'Straight into API MCP Studio',
    text: 'You land in the studio, ready to discover your first REST API or MCP server.',
  },
];

export const whitelistPoints: readonly Point[] = [
  {
    title: 'Email notifications',
    text: 'Hear about your scheduled workflows and connector runs as they finish.',
  },
  {
    title: 'Connectors that need a review',
    text: 'Gmail, Drive, Docs, Calendar, Contacts, Tasks, Analytics, Search Console and YouTube Analytics ask Google for sensitive scopes, so support reviews each address first.',
  },
  {
    title: 'A person reads every request',
    text: 'Our support team reviews it and writes back to the address you give.',
  },
];
