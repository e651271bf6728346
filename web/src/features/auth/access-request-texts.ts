// docs/requirements.md §8, word for word: the whitelist request's toasts. Plain strings, so the
// browser suites' contract coverage (tests/e2e/coverage) names the same words.
import { whitelistDuplicateMessage } from '#common/access-requests';

export const accessRequestTexts = {
  sent: {
    title: 'Whitelist Request Sent',
    description:
      'We have received your request, and our support team will get back to you at the earliest.',
  },
  failed: { title: 'Request Failed', description: 'Failed to submit whitelist request' },
  /** No title of its own: the server's message, else this, is the toast's title. */
  exception: { fallback: 'An error occurred while submitting your request.' },
  duplicate: { title: 'Duplicate Email', description: whitelistDuplicateMessage },
} as const;
