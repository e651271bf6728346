import { Confirmation } from '#web/components/Confirmation/Confirmation.tsx';
import { SelectField, TextAreaField, TextField } from '#web/components/Field/Field.tsx';
import { SubmitButton } from '#web/components/SubmitButton/SubmitButton.tsx';
import { replyPromise } from '#web/config/site.ts';
import { contactCategories, contactLimits } from './contact-schema';
import { CATEGORY_PLACEHOLDER, SENDING_LABEL, SUBMIT_LABEL } from '#web/content/contact.ts';
import classes from './ContactForm.module.css';
import { useContactForm } from './use-contact-form';

const categoryOptions = [
  { value: '', label: CATEGORY_PLACEHOLDER, disabled: true },
  ...contactCategories.map(({ value, label }) => ({ value, label })),
];

/** The contact form island: Name, Email, Category, Subject, Message (docs/requirements.md §2). */
export function ContactForm() {
  const { defaults, errors, sent, change, formAction, onSubmit, writeAnother } = useContactForm();
  // Shared by every field: its name, first value, error and change handler. The fields are the
  // browser's own, uncontrolled: what was typed before the island hydrated is simply there, and
  // the form's data is what the action sends.
  const field = (name: keyof typeof defaults) => ({
    id: `contact-${name}`,
    name,
    defaultValue: defaults[name],
    error: errors[name],
    required: true,
    onChange: change(name),
  });

  if (sent) {
    const category = contactCategories.find((entry) => entry.value === sent.category)?.label;
    return (
      <Confirmation title="Message sent" actionLabel="Send another message" onAction={writeAnother}>
        We have your message “{sent.subject}” ({category}). A person reads it and replies to{' '}
        <strong>{sent.email}</strong> {replyPromise}.
      </Confirmation>
    );
  }

  return (
    <form
      className={classes.form}
      noValidate
      action={formAction}
      onSubmit={onSubmit}
      aria-label="Contact form"
    >
      <div className={classes.row}>
        <TextField
          {...field('name')}
          label="Name"
          autoComplete="name"
          maxLength={contactLimits.name}
        />
        <TextField
          {...field('email')}
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={contactLimits.email}
        />
      </div>
      <SelectField
        {...field('category')}
        // React applies a select's defaultValue only when it mounts: a new first choice (the
        // link's, or the one a failed attempt restores) mounts it again.
        key={defaults.category}
        label="Category"
        options={categoryOptions}
      />
      <TextField {...field('subject')} label="Subject" maxLength={contactLimits.subject} />
      <TextAreaField
        {...field('message')}
        label="Message"
        rows={6}
        maxLength={contactLimits.message}
        description={`At least 10 characters. We reply ${replyPromise}.`}
      />
      <div>
        {/* Enabled from the first paint: a press before the island is ready is kept and
            replayed (web/src/islands/README.md, "No dead interaction"). */}
        <SubmitButton pendingLabel={SENDING_LABEL}>{SUBMIT_LABEL}</SubmitButton>
      </div>
    </form>
  );
}
