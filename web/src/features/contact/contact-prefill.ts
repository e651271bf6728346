import { type ContactDraft, contactLimits, isContactCategory } from './contact-schema';

/**
 * Values other pages may pass in the link (`/contact?category=general&subject=Demo%20request`, the
 * About page's Schedule Demo): a known category and a subject, trimmed to the contract's limit.
 * Anything else in the query is ignored, so a crafted link cannot fill the message for someone.
 */
export function prefillFrom(search: string): Partial<ContactDraft> {
  const params = new URLSearchParams(search);
  const prefill: Partial<ContactDraft> = {};
  const category = params.get('category') ?? '';
  if (isContactCategory(category)) prefill.category = category;
  const subject = params.get('subject')?.trim();
  if (subject) prefill.subject = subject.slice(0, contactLimits.subject);
  return prefill;
}
