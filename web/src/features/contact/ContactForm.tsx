import { Button } from '#web/components/Button/Button.tsx';
import { Confirmation } from '#web/components/Confirmation/Confirmation.tsx';
import { SelectField, TextAreaField, TextField } from '#web/components/Field/Field.tsx';
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
  const { values, errors, submitting, ready, sent, change, submit, writeAnother } =
    useContactForm();
  // Shared by every field: its name, value, error and change handler.
  const field = (name: keyof typeof values) => ({
    id: `contact-${name}`,
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { currentTarget: { value: string } }) =>
      change(name, event.currentTarget.value),
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
    <form className={classes.form} noValidate onSubmit={submit} aria-label="Contact form">
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
      <SelectField {...field('category')} label="Category" options={categoryOptions} />
      <TextField {...field('subject')} label="Subject" maxLength={contactLimits.subject} />
      <TextAreaField
        {...field('message')}
        label="Message"
        rows={6}
        maxLength={contactLimits.message}
        description={`At least 10 characters. We reply ${replyPromise}.`}
      />
      <div>
        <Button type="submit" variant="hero" size="lg" disabled={!ready || submitting}>
          {submitting ? SENDING_LABEL : SUBMIT_LABEL}
        </Button>
      </div>
    </form>
  );
}
