// Which documented answers (openapi.yaml's operation and status) the site shows its own message
// for: each toast of docs/requirements.md §8 that an answer brings, and §7's sign-in URL, in the
// site's own words (§5's field messages are the browser's own checks, met before any call). A browser test must meet each of them (`npm test` fails
// otherwise); the rest of the documented answers are listed once, with why the site does not tell
// them apart from one that is met.
import { contactToasts } from '#web/content/contact.ts';
import { accessRequestTexts } from '#web/features/auth/access-request-texts.ts';
import { signInTexts } from '#web/features/auth/sign-in-texts.ts';

/** A documented answer that the site shows a message of its own for. */
export interface ShownAnswer {
  operation: string;
  status: string;
  /** What the visitor sees: the toast's title (and where else the words go). */
  shows: string;
  /** The specification's row (§8's situation, or §7's answer use). */
  situation: string;
}

/** Documented answers the site shows as one of `shownAs`'s, and why. */
export interface SharedAnswers {
  operation: string;
  statuses: string[];
  /** The status whose message these share: the one a browser test must meet. */
  shownAs: string;
  reason: string;
}

const serverWords = "the server's message";

export const shownAnswers: readonly ShownAnswer[] = [
  {
    operation: 'getGoogleLoginUrl',
    status: '200',
    shows: 'no toast: the browser goes to the URL it carries',
    situation: '§7: reads back data.url, where the browser then goes',
  },
  {
    operation: 'getGoogleLoginUrl',
    status: '500',
    shows: `the toast '${signInTexts.googleFailed.title}'`,
    situation: '§8: Google sign-in fails',
  },
  {
    operation: 'sendCode',
    status: '200',
    shows: `the toast '${signInTexts.codeSent.title}' ('${signInTexts.resent.title}' on a resend)`,
    situation: '§8: Code sent, Code resent',
  },
  {
    operation: 'sendCode',
    status: '429',
    shows: `the toast '${signInTexts.sendFailed.title}' with ${serverWords} ('${signInTexts.resendFailed.title}' on a resend)`,
    situation: '§8: Sending the code fails, Resend fails',
  },
  {
    operation: 'verifyCode',
    status: '200',
    shows: `the toast '${signInTexts.verified.title}', then the app`,
    situation: '§8: Code accepted',
  },
  {
    operation: 'verifyCode',
    status: '401',
    shows: `the toast '${signInTexts.verifyFailed.login.title}' ('${signInTexts.verifyFailed.agent.title}' on an agent page) with ${serverWords}, kept under the code boxes as refused`,
    situation: '§8: Code refused, /login and agent page',
  },
  {
    operation: 'verifyCode',
    status: '500',
    shows: `the toast '${signInTexts.verifyFailed.login.title}' with ${serverWords}, kept under the code boxes as a failure to retry (not a refusal)`,
    situation: '§8: Code refused, /login and agent page',
  },
  {
    operation: 'requestWhitelist',
    status: '200',
    shows: `the toast '${accessRequestTexts.sent.title}'`,
    situation: '§8: Whitelist request sent',
  },
  {
    operation: 'requestWhitelist',
    status: '409',
    shows: `a toast titled with ${serverWords}, else '${accessRequestTexts.exception.fallback}'`,
    situation: '§8: Whitelist request errors',
  },
  {
    operation: 'sendContact',
    status: '200',
    shows: `the toast '${contactToasts.sent.title}'`,
    situation: '§8: Contact message sent',
  },
  {
    operation: 'sendContact',
    status: '403',
    shows: `the toast '${contactToasts.botCheck.title}'`,
    situation: '§8: Bot check missing or failing',
  },
  {
    operation: 'sendContact',
    status: '500',
    shows: `the toast '${contactToasts.failed.title}' with ${serverWords}`,
    situation: '§8: Contact message fails',
  },
];

const bodyReason =
  'the form sends a small JSON body its own checks (§5) have passed, so a 400, 413 or 415 is ' +
  'the same failure to a visitor';

export const sharedAnswers: readonly SharedAnswers[] = [
  {
    operation: 'getGoogleLoginUrl',
    statuses: ['400', '403', '429'],
    shownAs: '500',
    reason: 'every failure to get the sign-in URL shows the one fixed toast, whatever the status',
  },
  {
    operation: 'sendCode',
    statuses: ['400', '403', '413', '415', '500'],
    shownAs: '429',
    reason: `every refusal shows the one toast with ${serverWords}; ${bodyReason}`,
  },
  {
    operation: 'verifyCode',
    statuses: ['400', '403', '413', '415', '429', '503', '507'],
    shownAs: '500',
    reason: `only a 401 is a refusal of the code; every other failure shows the one toast with ${serverWords}, the code kept to retry`,
  },
  {
    operation: 'requestWhitelist',
    statuses: ['400', '403', '413', '415', '429', '500', '503', '507'],
    shownAs: '409',
    reason: `every refusal is a toast titled with ${serverWords}; ${bodyReason}`,
  },
  {
    operation: 'sendContact',
    statuses: ['400', '413', '415', '429', '503', '507'],
    shownAs: '500',
    reason: `only a 403 (the bot check) has its own toast; every other refusal shows one toast with ${serverWords}`,
  },
];
