// The contact form's rules (docs/requirements.md §5) with its exact messages. The mock server
// checks the same message against openapi.yaml's ContactRequest; contact-schema.test.ts proves both
// accept the same boundary cases, so a change to either side fails there first.
import { z } from 'zod/mini';
import type { ContactMessage } from '#web/api/client.ts';

/** The five categories, in the order the form lists them (docs/requirements.md §3). */
export const contactCategories = [
  { value: 'general', label: 'General support' },
  { value: 'whitelist', label: 'Whitelist' },
  { value: 'feature', label: 'Feature request' },
  { value: 'connector', label: 'Request connector' },
  { value: 'billing', label: 'Billing' },
] as const satisfies readonly { value: ContactMessage['category']; label: string }[];

export type ContactCategory = (typeof contactCategories)[number]['value'];

const categoryValues = contactCategories.map((category) => category.value) as [
  ContactCategory,
  ...ContactCategory[],
];

/** The contract's upper bounds, also set as `maxLength` on the inputs. */
export const contactLimits = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const contactMessages = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  category: 'Please select a category',
  subject: 'Subject is required',
  message: 'Message must be at least 10 characters',
} as const;

const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;

export const contactSchema = z.object({
  name: z
    .string()
    .check(
      z.minLength(2, contactMessages.name),
      z.maxLength(contactLimits.name, tooLong('Name', contactLimits.name)),
    ),
  email: z
    .email(contactMessages.email)
    .check(z.maxLength(contactLimits.email, tooLong('Email', contactLimits.email))),
  // An empty choice (the placeholder) and an unknown value read the same to the visitor.
  category: z.enum(categoryValues, contactMessages.category),
  subject: z
    .string()
    .check(
      z.minLength(1, contactMessages.subject),
      z.maxLength(contactLimits.subject, tooLong('Subject', contactLimits.subject)),
    ),
  message: z
    .string()
    .check(
      z.minLength(10, contactMessages.message),
      z.maxLength(contactLimits.message, tooLong('Message', contactLimits.message)),
    ),
});

export type ContactValues = z.infer<typeof contactSchema>;
export type ContactField = keyof ContactValues;

/** What the form holds before it is valid: the category may still be the empty placeholder. */
export type ContactDraft = Record<ContactField, string>;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const emptyContact: ContactDraft = {
  name: '',
  email: '',
  category: '',
  subject: '',
  message: '',
};

/** Either the message to send, or the first error of each field. */
export function validateContact(
  draft: ContactDraft,
): { values: ContactValues; errors?: undefined } | { values?: undefined; errors: ContactErrors } {
  const result = contactSchema.safeParse(draft);
  if (result.success) return { values: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message;
  }
  return { errors };
}

export function isContactCategory(value: string): value is ContactCategory {
  return (categoryValues as string[]).includes(value);
}
