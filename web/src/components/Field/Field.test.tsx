import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createRef } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { SelectField, TextAreaField, TextField } from './Field';

describe('TextField', () => {
  it('is labelled, marks required with an asterisk hidden from screen readers, and passes attributes on', () => {
    const onChange = vi.fn();
    render(
      <TextField
        id="email"
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@company.com"
        value=""
        onChange={onChange}
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('placeholder', 'you@company.com');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    fireEvent.change(input, { target: { value: 'a@b.co' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('with an error: the error shows under the field, which is invalid and described by it', () => {
    render(<TextField id="email" label="Email" error="Please enter a valid email address" />);
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByText('Please enter a valid email address')).toHaveAttribute(
      'id',
      'email-error',
    );
  });

  it('forwards its ref to the input and can be disabled', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} id="email" label="Email" disabled />);
    expect(ref.current).toBe(screen.getByLabelText('Email'));
    expect(ref.current).toBeDisabled();
  });

  it('hydrates its server HTML without a mismatch: its ids come from `id`, not from its place', () => {
    const field = <TextField id="email" label="Email" error="Wrong" required />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<section>{field}</section>);
    // React reports an attribute that differs (an id, a `for`) on the console, not as an error.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    act(() => {
      hydrateRoot(container.firstElementChild as Element, field);
    });
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
    expect(container.querySelector('label')).toHaveAttribute('for', 'email');
    expect(container.querySelector('input')).toHaveAttribute('aria-describedby', 'email-error');
  });

  it('shows left and right sections inside the box', () => {
    render(
      <TextField
        id="search"
        label="Search"
        leftSection={<span>L</span>}
        rightSection={<span>R</span>}
      />,
    );
    const box = screen.getByLabelText('Search').parentElement as HTMLElement;
    expect(box).toHaveTextContent('LR');
  });
});

describe('TextAreaField', () => {
  it('is described by its error first, then its description', () => {
    render(
      <TextAreaField
        id="message"
        label="Message"
        rows={6}
        description="At least 10 characters."
        error="Message must be at least 10 characters"
        required
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Message' });
    expect(textarea).toHaveAttribute('rows', '6');
    expect(textarea).toHaveAttribute('aria-describedby', 'message-error message-description');
    expect(textarea).toHaveAccessibleDescription(
      'Message must be at least 10 characters At least 10 characters.',
    );
  });
});

describe('SelectField', () => {
  it('is a native select with its options, a disabled placeholder first', () => {
    render(
      <SelectField
        id="category"
        label="Category"
        value=""
        onChange={() => {}}
        options={[
          { value: '', label: 'Select a category', disabled: true },
          { value: 'billing', label: 'Billing' },
        ]}
        error="Please select a category"
        required
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a category');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Select a category', 'Billing']);
    expect(options[0]).toBeDisabled();
  });
});
