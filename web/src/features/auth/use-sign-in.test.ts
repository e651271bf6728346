import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useSignIn } from './use-sign-in';

vi.mock('#web/api/client.ts', () => ({
  sendCode: vi.fn(),
  verifyCode: vi.fn(),
  getGoogleLoginUrl: vi.fn(),
}));

describe('useSignIn: setCode', () => {
  // A field may report the value it already holds (a re-render, an autofill of the same digits):
  // the error about those digits must survive that.
  it('keeps the error when the same digits are reported again, and drops it on new ones', () => {
    const { result } = renderHook(() =>
      useSignIn({ variant: 'login', target: { kind: 'platform' } }),
    );
    act(() => result.current.setCode('123'));
    act(() => void result.current.verify());
    expect(result.current.codeError).toEqual({ message: 'OTP must be 6 digits', kind: 'format' });
    act(() => result.current.setCode('123'));
    expect(result.current.codeError?.message).toBe('OTP must be 6 digits');
    act(() => result.current.setCode('1234'));
    expect(result.current.codeError).toBeNull();
    expect(result.current.code).toBe('1234');
  });
});
