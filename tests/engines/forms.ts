// The site's forms in every engine: sign-in by emailed code (typed, pasted, from the keyboard, on
// an agent page), the whitelist request and the contact form. Codes come from the mock server's
// dev outbox; every run uses fresh addresses (each has a 30 s resend cooldown). One file per form
// in forms/, with the checks they share.

import type { Journey } from './driver';
import { contact } from './forms/contact';
import { agentSignIn, keyboardSignIn, signInPasted, signInTyped } from './forms/sign-in';
import { whitelist } from './forms/whitelist';

export const formJourneys: readonly Journey[] = [
  signInTyped,
  signInPasted,
  agentSignIn,
  whitelist,
  contact,
  keyboardSignIn,
];
