// The contact page's own words beside the form (server-rendered; the form's are contact.ts).
import { replyPromise } from '#web/config/site.ts';

/** The aside next to the form: other ways in, and what happens next. */
export const contactAside = {
  heading: 'Other ways to reach us',
  reply: `A person reads every message and replies ${replyPromise}.`,
  email: 'Email support',
  chat: 'Ask the community',
  noScript:
    'The form needs JavaScript for its spam check. Without it, email us instead and we will answer just the same.',
} as const;
