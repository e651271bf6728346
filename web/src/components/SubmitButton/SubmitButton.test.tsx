import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './SubmitButton';

/** An action the test ends: pressed, it stays pending until `finish` is called. */
function heldAction() {
  let finish = () => {};
  const action = async () => {
    await new Promise<void>((resolve) => (finish = resolve));
  };
  return { action, finish: () => finish() };
}

describe('SubmitButton', () => {
  it('in a form of several requests, only the button pressed says it is busy', async () => {
    const save = heldAction();
    const other = heldAction();
    render(
      <form action={save.action}>
        <SubmitButton submits={save.action} pendingLabel="Saving...">
          Save
        </SubmitButton>
        <SubmitButton formAction={other.action} pendingLabel="Resending...">
          Resend
        </SubmitButton>
        <SubmitButton formAction={async () => {}}>Back</SubmitButton>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    const resending = await screen.findByRole('button', { name: 'Resending...' });
    expect(resending).toHaveAttribute('aria-busy', 'true');
    // Every other button takes no press meanwhile, and keeps its own words.
    const saveButton = screen.getByRole('button', { name: 'Save' });
    expect(saveButton).toBeDisabled();
    expect(saveButton).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    await act(async () => other.finish());

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Resend' })).not.toHaveAttribute('aria-busy');
    await act(async () => save.finish());
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('a form of one button: busy whatever submitted the form (Enter, a replayed submit)', async () => {
    const send = heldAction();
    render(
      <form action={send.action} aria-label="one">
        <SubmitButton pendingLabel="Sending...">Send</SubmitButton>
      </form>,
    );
    fireEvent.submit(screen.getByRole('form', { name: 'one' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    await act(async () => send.finish());
  });

  it('held: keeps the busy look and takes no press after its action returned', () => {
    render(
      <form>
        <SubmitButton pendingLabel="Verifying..." held>
          Verify
        </SubmitButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Verifying...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});
