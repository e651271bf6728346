import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestWhitelist } from '../../api/client';
import { IslandProviders } from '../../islands/IslandProviders';
import { Toaster } from '../toast/Toaster';
import { WhitelistForm } from './WhitelistForm';
import { loadEntries, WHITELIST_STORAGE_KEY } from './whitelist-store';

vi.mock('../../api/client', () => ({ requestWhitelist: vi.fn() }));

function renderForm() {
  render(
    <IslandProviders>
      <WhitelistForm />
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

describe('WhitelistForm', () => {
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

  it('sends the request, adds a pending entry and clears the field', async () => {
    renderForm();
    await request('Ada@Example.com');
    expect(requestWhitelist).toHaveBeenCalledWith('Ada@Example.com');
    expect(await screen.findByText('Whitelist Request Sent')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We have received your request, and our support team will get back to you at the earliest.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
    const added = loadEntries(localStorage).at(-1);
    expect(added).toMatchObject({ email: 'ada@example.com', status: 'pending' });
    expect(added?.dateAdded).toMatch(/^\d{4}-\d{2}-\d{2}$/);
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
