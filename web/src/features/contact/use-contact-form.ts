import { type FormEvent, useEffect, useRef, useState } from 'react';
import { notify } from '#web/toast/notify.ts';
import { sendContact } from '#web/api/client.ts';
import { prefillFrom } from './contact-prefill';
import {
  type ContactDraft,
  type ContactErrors,
  type ContactField,
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

/** The contact form's state and its one submit path (docs/requirements.md §4, §5 and §8). */
export function useContactForm() {
  const [values, setValues] = useState<ContactDraft>(emptyContact);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitting, setSubmitting] = useState(false);
  /** The message last sent, shown as a confirmation until the visitor writes another. */
  const [sent, setSent] = useState<ContactDraft | null>(null);
  // The server-rendered button stays disabled until this runs: before it, a submit would be a
  // plain GET that puts the message in the address bar.
  const [ready, setReady] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    setValues((current) => ({ ...current, ...prefillFrom(window.location.search) }));
    setReady(true);
  }, []);

  const change = (field: ContactField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // Once a field shows an error, it follows the visitor's typing; untouched fields stay quiet.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: fieldError(field, value) }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const form = event.currentTarget;
    const checked = validateContact(values);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = fieldOrder.find((field) => checked.errors[field]);
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    inFlight.current = true;
    setSubmitting(true);
    try {
      await send(checked.values, () => {
        setSent(checked.values);
        setValues(emptyContact);
      });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  const writeAnother = () => setSent(null);

  return { values, errors, submitting, ready, sent, change, submit, writeAnother };
}

/**
 * One attempt: a fresh bot-check token, then the message. The token lives only in this call, so
 * whatever the outcome the bot-check state is cleared and the next attempt asks for a new one.
 */
async function send(values: Parameters<typeof sendContact>[0], reset: () => void) {
  let token: string;
  try {
    token = await getRecaptchaToken();
  } catch {
    notify.error(contactToasts.botCheck.title, { description: contactToasts.botCheck.description });
    return;
  }
  const result = await sendContact(values, token);
  if (result.data) {
    notify.success(contactToasts.sent.title, {
      description: result.data.message || contactToasts.sent.fallback,
    });
    reset();
  } else if (result.error.status === 403) {
    // The contract's 403 is the server's verdict on the token (openapi.yaml).
    notify.error(contactToasts.botCheck.title, { description: contactToasts.botCheck.description });
  } else {
    notify.error(contactToasts.failed.title, {
      description: result.error.message ?? contactToasts.failed.fallback,
    });
  }
}
