// SPEC.md section 8, word for word: the contact form's toasts.
export const contactToasts = {
  sent: {
    title: 'Message sent successfully!',
    fallback: "We'll get back to you within 24 hours.",
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
  reply: 'We read every message and reply within 24 hours on working days.',
  email: 'Email support',
  chat: 'Ask the community',
  noScript:
    'The form needs JavaScript for its spam check. Without it, email us instead and we will answer just the same.',
} as const;
