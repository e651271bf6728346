// docs/requirements.md §8, word for word: the contact form's toasts and labels. The reply time is the one
// promise in web/src/config/site.ts.
import { site } from '../config/site';

/** Support's reply promise, as every page words it. */
export const replyPromise = `within ${site.supportReplyHours} hours`;

export const contactToasts = {
  sent: {
    title: 'Message sent successfully!',
    fallback: `We'll get back to you ${replyPromise}.`,
  },
  failed: {
    title: 'Failed to send message',
    fallback: 'Please try again later or contact us directly.',
  },
  botCheck: { title: 'reCAPTCHA Error', description: 'Please try again' },
} as const;

export const SUBMIT_LABEL = 'Send message';
export const SENDING_LABEL = 'Sending...';
/** The choice that stands for "nothing chosen yet", so an empty category fails validation. */
export const CATEGORY_PLACEHOLDER = 'Select a category';

/** The aside next to the form: other ways in, and what happens next. */
export const contactAside = {
  heading: 'Other ways to reach us',
  reply: `A person reads every message and replies ${replyPromise}.`,
  email: 'Email support',
  chat: 'Ask the community',
  noScript:
    'The form needs JavaScript for its spam check. Without it, email us instead and we will answer just the same.',
} as const;
