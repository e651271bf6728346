// docs/requirements.md §8, word for word: the contact form's toasts and labels. The reply time is the one
// promise in web/src/config/site.ts. Only the contact-form island reads this module (the page's
// own words are contact-aside.ts), so it travels in the island's chunk.
import { replyPromise } from '#web/config/site.ts';

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
