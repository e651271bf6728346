import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendContact } from '#web/api/client.ts';
import { IslandProviders } from '#web/islands/IslandProviders.tsx';
import { Toaster } from '#web/toast/Toaster.tsx';
import { ContactForm } from './ContactForm';
import { getRecaptchaToken } from './recaptcha';

vi.mock('#web/api/client.ts', () => ({ sendContact: vi.fn() }));
vi.mock('./recaptcha', () => ({ getRecaptchaToken: vi.fn() }));

const send = vi.mocked(sendContact);
const token = vi.mocked(getRecaptchaToken);

const filled = {
  Name: 'Ada Lovelace',
  Email: 'ada@example.com',
  Subject: 'A Jira connector',
  Message: 'We would love to test our Jira workflows.',
};

function renderForm() {
  render(
    <IslandProviders>
      <ContactForm />
      <Toaster />
    </IslandProviders>,
  );
}

const input = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const button = () => screen.getByRole('button', { name: /send message|sending/i });

function fill(values: Partial<typeof filled> = filled, category = 'connector') {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(input(label), { target: { value } });
  }
  fireEvent.change(input('Category'), { target: { value: category } });
}

async function submit() {
  await act(async () => fireEvent.click(button()));
}

/** The toast showing `title`, and its type (sonner marks toast.error as "error"). */
async function toastWith(title: string) {
  const element = (await screen.findByText(title)).closest('[data-sonner-toast]') as HTMLElement;
  return { element, type: element.dataset.type, text: element.textContent };
}

describe('ContactForm', () => {
  beforeEach(() => {
    token.mockResolvedValue('token-1');
    send.mockResolvedValue({
      data: { success: true, message: 'Thanks, Ada! We will reply soon.' },
    });
    window.history.replaceState(null, '', '/contact');
  });
  afterEach(() => {
    vi.clearAllMocks();
    act(() => toast.dismiss());
  });

  it('shows each rule of docs/requirements.md §5 under its field and keeps what was typed', async () => {
    renderForm();
    fill({ Name: 'A', Email: 'ada@', Subject: '', Message: 'Too short' }, '');
    await submit();
    const expected = {
      Name: 'Name must be at least 2 characters',
      Email: 'Please enter a valid email address',
      Category: 'Please select a category',
      Subject: 'Subject is required',
      Message: 'Message must be at least 10 characters',
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = input(label);
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(input('Name').value).toBe('A');
    expect(input('Email').value).toBe('ada@');
    expect(input('Message').value).toBe('Too short');
    expect(input('Name')).toHaveFocus();
    expect(token).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the value becomes valid', async () => {
    renderForm();
    fill({ ...filled, Name: 'A' });
    await submit();
    expect(input('Name')).toHaveAccessibleDescription('Name must be at least 2 characters');
    fireEvent.change(input('Name'), { target: { value: 'Al' } });
    expect(input('Name')).not.toHaveAttribute('aria-invalid');
  });

  // The early-input queue keeps a press on a pre-rendered button until the island is ready, and a
  // disabled button gets no press to keep: it is enabled in the page's HTML, as in the browser.
  it('renders its button enabled on the server, so a press before hydration is replayed', () => {
    const page = document.createElement('div');
    page.innerHTML = renderToString(
      <IslandProviders>
        <ContactForm />
      </IslandProviders>,
    );
    const submitButton = within(page).getByRole('button', { name: 'Send message' });
    expect(submitButton).toBeEnabled();
    expect(submitButton).toHaveAttribute('type', 'submit');
  });

  it('says "Sending..." while pending and sends once, however often it is clicked', async () => {
    let answer: (value: Awaited<ReturnType<typeof sendContact>>) => void = () => {};
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    fill();
    await submit();
    expect(button()).toHaveTextContent('Sending...');
    expect(button()).toBeDisabled();
    expect(button()).toHaveAttribute('aria-busy', 'true');
    await submit();
    fireEvent.submit(button().closest('form') as HTMLFormElement);
    expect(send).toHaveBeenCalledTimes(1);
    expect(token).toHaveBeenCalledTimes(1);
    await act(async () => answer({ data: { success: true, message: 'Received.' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(button()).toHaveTextContent('Send message');
  });

  it("sends the values with the bot-check token, shows the server's message and a confirmation that stays", async () => {
    renderForm();
    fill();
    await submit();
    expect(send).toHaveBeenCalledWith(
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        category: 'connector',
        subject: 'A Jira connector',
        message: 'We would love to test our Jira workflows.',
      },
      'token-1',
    );
    const shown = await toastWith('Message sent successfully!');
    expect(shown.text).toContain('Thanks, Ada! We will reply soon.');
    // The page keeps the proof after the toast: what was sent, to whom, and when to expect a reply.
    const heading = screen.getByRole('heading', { name: 'Message sent' });
    expect(heading).toHaveFocus();
    const status = heading.closest('[role="status"]') as HTMLElement;
    expect(status).toHaveTextContent('A Jira connector');
    expect(status).toHaveTextContent('Request connector');
    expect(status).toHaveTextContent('ada@example.com');
    expect(status).toHaveTextContent('within 24 hours');
    act(() => toast.dismiss());
    expect(screen.getByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    // Another message starts from an empty form.
    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    for (const label of [...Object.keys(filled), 'Category']) expect(input(label).value).toBe('');
  });

  it.each([
    ['its message', { status: 500, message: 'Internal server error' }, 'Internal server error'],
    [
      'the fallback',
      { status: 500, message: null },
      'Please try again later or contact us directly.',
    ],
  ])(
    'shows a failure with %s, in the destructive style, keeping the values',
    async (_, error, text) => {
      send.mockResolvedValue({ error });
      renderForm();
      fill();
      await submit();
      const shown = await toastWith('Failed to send message');
      expect(shown.type).toBe('error');
      expect(shown.text).toContain(text);
      // React empties a form's fields after its action: every one shows what was typed again.
      for (const [label, value] of Object.entries(filled)) expect(input(label).value).toBe(value);
      expect(input('Category').value).toBe('connector');
    },
  );

  it('asks for a new token on the next attempt after a failure', async () => {
    send.mockResolvedValueOnce({ error: { status: 500, message: null } });
    token.mockResolvedValueOnce('token-1').mockResolvedValueOnce('token-2');
    renderForm();
    fill();
    await submit();
    await toastWith('Failed to send message');
    await submit();
    expect(send.mock.calls.map(([, sent]) => sent)).toEqual(['token-1', 'token-2']);
  });

  it.each([
    ['the bot check is unavailable', () => token.mockRejectedValue(new Error('no script'))],
    [
      'the API refuses the token (403)',
      () =>
        send.mockResolvedValue({
          error: { status: 403, message: 'reCAPTCHA verification failed.' },
        }),
    ],
  ])('shows "reCAPTCHA Error" when %s', async (_, arrange) => {
    arrange();
    renderForm();
    fill();
    await submit();
    const shown = await toastWith('reCAPTCHA Error');
    expect(shown.text).toContain('Please try again');
    expect(input('Subject').value).toBe('A Jira connector');
  });

  it('pre-fills the category and subject from the link', () => {
    window.history.replaceState(null, '', '/contact?category=general&subject=Demo%20request');
    renderForm();
    expect(input('Category').value).toBe('general');
    expect(input('Subject').value).toBe('Demo request');
    expect(
      within(input('Category')).getByRole('option', { name: 'Select a category' }),
    ).toBeInTheDocument();
  });
});
