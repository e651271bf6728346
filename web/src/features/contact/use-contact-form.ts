import { type ChangeEvent, useEffect, useState } from 'react';
import { useFormAction } from '#web/islands/use-form-action.ts';
import { notify } from '#web/toast/notify.ts';
import { sendContact } from '#web/api/client.ts';
import { prefillFrom } from './contact-prefill';
import {
  type ContactDraft,
  type ContactErrors,
  type ContactField,
  type ContactValues,
  contactSchema,
  emptyContact,
  validateContact,
} from './contact-schema';
import { contactToasts } from '#web/content/contact.ts';
import { getRecaptchaToken } from './recaptcha';

const fieldOrder = Object.keys(emptyContact) as ContactField[];

function fieldError(field: ContactField, value: string): string | undefined {
  const result = contactSchema.shape[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const draftOf = (data: FormData): ContactDraft =>
  Object.fromEntries(
    fieldOrder.map((field) => [field, String(data.get(field) ?? '')]),
  ) as ContactDraft;

/**
 * What an attempt leaves: `values`, the fields' text to show again (React empties a form's fields
 * after its action; null before the first attempt), and `sent`, the message a confirmation names.
 */
type Attempt = { values: ContactDraft | null; sent: ContactDraft | null };

/** The contact form's state and its one submit path (docs/requirements.md §4, §5 and §8). */
export function useContactForm() {
  const [errors, setErrors] = useState<ContactErrors>({});
  // The link's choices (`?category=`) are the browser's to read: the page is pre-rendered once.
  const [prefill, setPrefill] = useState<Partial<ContactDraft>>({});
  const { state, formAction, guard } = useFormAction(
    async (_: Attempt, data: FormData) => {
      const draft = draftOf(data);
      const checked = validateContact(draft);
      return checked.values ? send(checked.values, draft) : { values: draft, sent: null };
    },
    { values: null, sent: null },
  );
  /** The confirmation the visitor left with "Send another message". */
  const [dismissed, setDismissed] = useState<Attempt | null>(null);

  useEffect(() => setPrefill(prefillFrom(window.location.search)), []);

  /** What each field starts from: the last attempt's text, else the link's prefill. */
  const defaults: ContactDraft = state.values ?? { ...emptyContact, ...prefill };

  const change = (field: ContactField) => (event: ChangeEvent<HTMLElement & { value: string }>) => {
    const { value } = event.currentTarget;
    // Once a field shows an error, it follows the visitor's typing; untouched fields stay quiet.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: fieldError(field, value) }));
  };

  /** Every rule before anything is sent; the first field in error takes the caret. */
  const check = (data: FormData, form: HTMLFormElement) => {
    const checked = validateContact(draftOf(data));
    setErrors(checked.errors ?? {});
    if (!checked.errors) return true;
    const first = fieldOrder.find((field) => checked.errors[field]);
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    return false;
  };

  const writeAnother = () => setDismissed(state);

  return {
    defaults,
    errors,
    sent: state !== dismissed ? state.sent : null,
    change,
    formAction,
    onSubmit: guard(check),
    writeAnother,
  };
}

/**
 * One attempt: a fresh bot-check token, then the message. The token lives only in this call, so
 * whatever the outcome the bot-check state is cleared and the next attempt asks for a new one.
 */
async function send(values: ContactValues, typed: ContactDraft): Promise<Attempt> {
  const failed = { values: typed, sent: null };
  let token: string;
  try {
    token = await getRecaptchaToken();
  } catch {
    notify.error(contactToasts.botCheck.title, { description: contactToasts.botCheck.description });
    return failed;
  }
  const result = await sendContact(values, token);
  if (result.data) {
    notify.success(contactToasts.sent.title, {
      description: result.data.message || contactToasts.sent.fallback,
    });
    return { values: emptyContact, sent: values };
  }
  if (result.error.status === 403) {
    // The contract's 403 is the server's verdict on the token (openapi.yaml).
    notify.error(contactToasts.botCheck.title, { description: contactToasts.botCheck.description });
  } else {
    notify.error(contactToasts.failed.title, {
      description: result.error.message ?? contactToasts.failed.fallback,
    });
  }
  return failed;
}
