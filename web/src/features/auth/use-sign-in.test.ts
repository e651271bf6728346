import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSignIn } from './use-sign-in';

vi.mock('#web/api/client.ts', () => ({
  sendCode: vi.fn(),
  verifyCode: vi.fn(),
  getGoogleLoginUrl: vi.fn(),
}));

/** Verify pressed with `digits` in the boxes: the code form's submit, as its check sees it. */
function submitCode(checkCode: (event: FormEvent<HTMLFormElement>) => void, digits: string) {
  const form = document.createElement('form');
  const input = Object.assign(document.createElement('input'), { name: 'code', value: digits });
  form.append(input);
  const event = { currentTarget: form, nativeEvent: { submitter: null }, preventDefault: vi.fn() };
  act(() => checkCode(event as unknown as FormEvent<HTMLFormElement>));
  return event;
}

describe('useSignIn: setCode', () => {
  // A field may report the value it already holds (a re-render, an autofill of the same digits):
  // the error about those digits must survive that.
  it('keeps the error when the same digits are reported again, and drops it on new ones', () => {
    const { result } = renderHook(() =>
      useSignIn({ variant: 'login', target: { kind: 'platform' } }),
    );
    act(() => result.current.setCode('123'));
    const submit = submitCode(result.current.checkCode, '123');
    expect(submit.preventDefault).toHaveBeenCalled();
    expect(result.current.codeError).toEqual({ message: 'OTP must be 6 digits', kind: 'format' });
    act(() => result.current.setCode('123'));
    expect(result.current.codeError?.message).toBe('OTP must be 6 digits');
    act(() => result.current.setCode('1234'));
    expect(result.current.codeError).toBeNull();
    expect(result.current.code).toBe('1234');
  });
});
