import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestWhitelist } from '#web/api/client.ts';
import { IslandProviders } from '#web/islands/IslandProviders.tsx';
import { Toaster } from '#web/toast/Toaster.tsx';
import { AccessRequestForm } from './AccessRequestForm';
import { loadEntries, WHITELIST_STORAGE_KEY } from './whitelist-store';

vi.mock('#web/api/client.ts', () => ({ requestWhitelist: vi.fn() }));

function renderForm(waitlist?: 'micro-saas' | 'agentic-workflow') {
  render(
    <IslandProviders>
      <AccessRequestForm waitlist={waitlist} />
      <Toaster />
    </IslandProviders>,
  );
}

async function request(email: string) {
  const field = screen.getByLabelText(/Email/);
  fireEvent.change(field, { target: { value: email } });
  // Enter in the field submits the form.
  await act(async () => {
    fireEvent.submit(field.closest('form') as HTMLFormElement);
  });
}

beforeEach(() => {
  localStorage.clear();
  vi.mocked(requestWhitelist).mockResolvedValue({ data: { success: true, message: 'Received.' } });
});

afterEach(() => {
  act(() => {
    toast.dismiss();
  });
  vi.clearAllMocks();
});

describe('AccessRequestForm', () => {
  it.each([
    ['', 'Please enter an email address'],
    ['ada@example', 'Please enter a valid email address'],
  ])('refuses %j with "%s" and keeps the value', async (value, message) => {
    renderForm();
    await request(value);
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue(value);
    expect(requestWhitelist).not.toHaveBeenCalled();
  });

  it('sends the request, adds a pending entry and leaves a confirmation', async () => {
    renderForm();
    await request('Ada@Example.com');
    expect(requestWhitelist).toHaveBeenCalledWith('Ada@Example.com', '', undefined);
    expect(await screen.findByText('Whitelist Request Sent')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We have received your request, and our support team will get back to you at the earliest.',
      ),
    ).toBeInTheDocument();
    const added = loadEntries(localStorage).at(-1);
    expect(added).toMatchObject({ email: 'ada@example.com', status: 'pending' });
    expect(added?.dateAdded).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The confirmation stays after the toast, names the address, and takes focus.
    const heading = screen.getByRole('heading', { name: 'Request received' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.com');
    expect(screen.queryByLabelText(/Email/)).toBeNull();
    // Another address: the form is back, empty, with focus in the field.
    fireEvent.click(screen.getByRole('button', { name: 'Request another address' }));
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
    expect(screen.getByLabelText(/Email/)).toHaveFocus();
  });

  it('in waitlist mode, joins the named product waitlist and says so', async () => {
    renderForm('micro-saas');
    expect(screen.getByRole('button', { name: 'Join the Waitlist' })).toBeInTheDocument();
    // The local whitelist does not stand in for a waitlist: the server decides.
    await request('demo@testbeam.dev');
    expect(requestWhitelist).toHaveBeenCalledWith('demo@testbeam.dev', '', 'micro-saas');
    expect(
      await screen.findByText("You're on the Micro SaaS waitlist", { selector: '[data-title]' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: "You're on the Micro SaaS waitlist" }),
    ).toHaveFocus();
    expect(localStorage.getItem(WHITELIST_STORAGE_KEY)).toBeNull();
  });

  it('refuses an email already in the local list, whatever its case', async () => {
    renderForm();
    await request('DEMO@testbeam.dev');
    expect(await screen.findByText('Duplicate Email')).toBeInTheDocument();
    expect(screen.getByText('This email is already in the whitelist')).toBeInTheDocument();
    expect(requestWhitelist).not.toHaveBeenCalled();
    expect(localStorage.getItem(WHITELIST_STORAGE_KEY)).toBeNull();
  });

  it('says "Request Failed" when the server answers without success', async () => {
    vi.mocked(requestWhitelist).mockResolvedValue({ error: { status: 200, message: 'No.' } });
    renderForm();
    await request('grace@example.com');
    expect(await screen.findByText('Request Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to submit whitelist request')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('grace@example.com');
  });

  it('says "Requesting..." while pending, sends once however often submitted, keeps the address when it fails', async () => {
    let answer: (value: Awaited<ReturnType<typeof requestWhitelist>>) => void = () => {};
    vi.mocked(requestWhitelist).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderForm();
    await request('grace@example.com');
    const button = screen.getByRole('button', { name: 'Requesting...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    const form = screen.getByLabelText(/Email/).closest('form') as HTMLFormElement;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    expect(requestWhitelist).toHaveBeenCalledTimes(1);
    await act(async () => answer({ error: { status: 0, message: 'Network Error' } }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('grace@example.com');
    expect(screen.getByRole('button', { name: 'Request Whitelist' })).toBeEnabled();
    expect(requestWhitelist).toHaveBeenCalledTimes(1);
  });

  it.each([
    [
      { status: 409, message: 'This email is already in the whitelist' },
      'This email is already in the whitelist',
    ],
    [{ status: 0, message: 'Network Error' }, 'Network Error'],
    [{ status: 500, message: null }, 'An error occurred while submitting your request.'],
  ])('shows the response message or the fallback for %j', async (error, text) => {
    vi.mocked(requestWhitelist).mockResolvedValue({ error });
    renderForm();
    await request('grace@example.com');
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('AccessRequestForm tells pending review apart from already approved', () => {
  it('says an approved address is approved, with the toast docs/requirements.md gives unchanged', async () => {
    renderForm();
    await request('demo@testbeam.dev');
    expect(await screen.findByText('Duplicate Email')).toBeInTheDocument();
    const note = screen.getByText(/is already approved/).closest('p') as HTMLElement;
    expect(note).toHaveAttribute('data-status', 'active');
    expect(note).toHaveTextContent('demo@testbeam.dev');
  });

  it('says a pending address is pending review', async () => {
    localStorage.setItem(
      WHITELIST_STORAGE_KEY,
      JSON.stringify([
        { id: 'x', email: 'grace@example.com', dateAdded: '2026-11-20', status: 'pending' },
      ]),
    );
    renderForm();
    await request('Grace@Example.com');
    expect(await screen.findByText('Duplicate Email')).toBeInTheDocument();
    const note = screen.getByText(/is pending review/).closest('p') as HTMLElement;
    expect(note).toHaveAttribute('data-status', 'pending');
    expect(screen.queryByText(/is already approved/)).toBeNull();
    expect(requestWhitelist).not.toHaveBeenCalled();
  });
});
