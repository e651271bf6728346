import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGoogleLoginUrl, sendCode, verifyCode } from '#web/api/client.ts';
import { notify } from '#web/toast/notify.ts';
import {
  answer,
  initialSignIn,
  type SignInCard,
  type SignInRequest,
  type SignInState,
} from './sign-in-requests';

vi.mock('#web/api/client.ts', () => ({
  sendCode: vi.fn(),
  verifyCode: vi.fn(),
  getGoogleLoginUrl: vi.fn(),
}));
vi.mock('#web/toast/notify.ts', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const ok = { data: { success: true as const, message: 'Done.' } };
const fail = (status: number, message: string | null) => ({ error: { status, message } });

const card: SignInCard = { variant: 'login', target: { kind: 'platform' }, navigate: vi.fn() };

/** The card on the code step, a code sent to ada@example.com. */
const onCode: SignInState = {
  ...initialSignIn,
  step: 'code',
  email: 'ada@example.com',
  round: 1,
  cooldown: { seconds: 30 },
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

// Each row: the state before, the request, the server's answer, what the state becomes.
describe('answer: the card after each request', () => {
  it.each<[string, SignInState, SignInRequest, () => void, Partial<SignInState>]>([
    [
      'a code sent: the code step for the trimmed address, empty boxes, the cooldown',
      initialSignIn,
      { kind: 'send', email: ' ada@example.com ' },
      () => vi.mocked(sendCode).mockResolvedValue(ok),
      { step: 'code', email: 'ada@example.com', round: 1, digits: '', cooldown: { seconds: 30 } },
    ],
    [
      'a send refused: still the email step, with the text as typed',
      initialSignIn,
      { kind: 'send', email: ' ada@example.com ' },
      () => vi.mocked(sendCode).mockResolvedValue(fail(429, 'Wait.')),
      { step: 'email', email: ' ada@example.com ', round: 0, cooldown: null },
    ],
    [
      'a wrong code: refused, remembered, the boxes emptied',
      onCode,
      { kind: 'verify', code: '654321' },
      () => vi.mocked(verifyCode).mockResolvedValue(fail(401, 'Wrong.')),
      {
        round: 2,
        digits: '',
        codeError: { message: 'Wrong.', kind: 'refused' },
        refused: { '654321': 'Wrong.' },
      },
    ],
    [
      'a check with no verdict: the digits stay, unmarked',
      onCode,
      { kind: 'verify', code: '123456' },
      () => vi.mocked(verifyCode).mockResolvedValue(fail(0, 'Network Error')),
      { round: 2, digits: '123456', codeError: { message: 'Network Error', kind: 'failed' } },
    ],
    [
      'a resend: a new round, nothing refused any more, the cooldown again',
      { ...onCode, refused: { '654321': 'Wrong.' }, codeError: { message: 'x', kind: 'refused' } },
      { kind: 'resend' },
      () => vi.mocked(sendCode).mockResolvedValue(ok),
      { round: 2, refused: {}, codeError: null, cooldown: { seconds: 30 } },
    ],
    [
      'Back to email: the email step, the address kept, the boxes emptied',
      { ...onCode, digits: '123456' },
      { kind: 'back' },
      () => {},
      { step: 'email', email: 'ada@example.com', round: 2, digits: '' },
    ],
  ])('%s', async (_, before, request, server, after) => {
    server();
    expect(await answer(before, request, card)).toEqual({ ...before, ...after });
  });

  it('a resend refused changes nothing (the toast says why)', async () => {
    vi.mocked(sendCode).mockResolvedValue(fail(429, 'Wait 5 seconds.'));
    expect(await answer(onCode, { kind: 'resend' }, card)).toBe(onCode);
    expect(notify.error).toHaveBeenCalledWith('Failed to resend OTP. Please try again.', {
      description: 'Wait 5 seconds.',
    });
  });

  it('a code accepted: leaving, and the app after 750 ms', async () => {
    vi.mocked(verifyCode).mockResolvedValue(ok);
    const after = await answer(onCode, { kind: 'verify', code: '123456' }, card);
    expect(after).toEqual({ ...onCode, leaving: 'verifying' });
    expect(verifyCode).toHaveBeenCalledWith('ada@example.com', '123456');
    vi.advanceTimersByTime(749);
    expect(card.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(card.navigate).toHaveBeenCalledWith(`${window.location.origin}/api_mcp_studio/`);
  });

  it('Google: the URL for the target, then leaving; a failure changes nothing', async () => {
    const url = 'http://localhost:8080/__mock/oauth/google';
    vi.mocked(getGoogleLoginUrl).mockResolvedValueOnce({
      data: { success: true, message: 'ok', data: { url } },
    } as never);
    expect(await answer(initialSignIn, { kind: 'google' }, card)).toEqual({
      ...initialSignIn,
      leaving: 'requesting',
    });
    expect(getGoogleLoginUrl).toHaveBeenCalledWith('/api_mcp_studio/');
    expect(card.navigate).toHaveBeenCalledWith(url);
    vi.mocked(getGoogleLoginUrl).mockResolvedValueOnce(fail(500, null) as never);
    expect(await answer(initialSignIn, { kind: 'google' }, card)).toBe(initialSignIn);
  });

  it('once leaving, no request is made', async () => {
    const leaving: SignInState = { ...onCode, leaving: 'verifying' };
    for (const request of [
      { kind: 'verify', code: '123456' },
      { kind: 'resend' },
      { kind: 'google' },
      { kind: 'back' },
    ] as const) {
      expect(await answer(leaving, request, card)).toBe(leaving);
    }
    expect(verifyCode).not.toHaveBeenCalled();
    expect(sendCode).not.toHaveBeenCalled();
    expect(getGoogleLoginUrl).not.toHaveBeenCalled();
  });
});
