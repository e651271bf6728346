// The sign-in chain driven by a scripted probe (the answers a server would give) and a fake
// inbox: the verdict for a server that behaves, and for each way one can misbehave.

import { afterEach, describe, expect, it, vi } from 'vitest';
import { operationById } from './repository-contract';
import type { Inbox } from './inbox';
import type { Outcome, Request } from './sender';
import { otherCode, type Probe, signInFlow } from './sign-in-flow';

const ops = { sendCode: operationById('sendCode'), verifyCode: operationById('verifyCode') };
const address = 'conformance-1@conformance.test';
const code = '042917';
const cookie = 'tb_session=abc; Max-Age=28800; Path=/; HttpOnly; SameSite=Lax';
const inbox: Inbox = async () => code;

function answered(status: number, headers: Record<string, string> = {}): Outcome {
  const body = { success: status === 200, message: 'm' };
  return {
    kind: 'answered',
    rateLimited: false,
    answer: { status, headers: new Headers(headers), text: JSON.stringify(body) },
  };
}

/** A probe answering `outcomes` in order, recording what it was asked. */
function scripted(outcomes: Outcome[]) {
  const calls: Array<{ operationId: string; label: string; request: Request }> = [];
  const probe: Probe = async (op, label, request) => {
    calls.push({ operationId: op.operationId, label, request });
    const next = outcomes.shift();
    if (!next) throw new Error(`the probe was not scripted for ${label}`);
    return next;
  };
  return { probe, calls };
}

// A server that behaves: sends, refuses the wrong code, signs in once, refuses the reuse.
const behaving = (signIn: Outcome = answered(200, { 'set-cookie': cookie })) => [
  answered(200),
  answered(401),
  signIn,
  answered(401),
];

afterEach(() => {
  vi.useRealTimers();
});

describe('signInFlow', () => {
  it('passes a server that sends, refuses a wrong code, signs in once and sets the cookie', async () => {
    const { probe, calls } = scripted(behaving());
    await expect(signInFlow(ops, address, inbox, probe)).resolves.toEqual({
      check: 'sign_in_flow',
      ok: true,
    });
    expect(calls.map((call) => [call.operationId, JSON.parse(call.request.body ?? '')])).toEqual([
      ['sendCode', { email: address, recaptchaToken: '' }],
      ['verifyCode', { email: address, code: otherCode(code), recaptchaToken: '' }],
      ['verifyCode', { email: address, code, recaptchaToken: '' }],
      ['verifyCode', { email: address, code, recaptchaToken: '' }],
    ]);
    expect(calls.map((call) => call.request.path)).toEqual([
      ops.sendCode.path,
      ops.verifyCode.path,
      ops.verifyCode.path,
      ops.verifyCode.path,
    ]);
  });

  it('fails with the inbox error when the inbox cannot be read', async () => {
    const { probe } = scripted(behaving());
    const broken: Inbox = async () => {
      throw new Error('the inbox http://mail.test/ answered 500');
    };
    await expect(signInFlow(ops, address, broken, probe)).resolves.toEqual({
      check: 'sign_in_flow',
      ok: false,
      detail: 'the inbox http://mail.test/ answered 500',
    });
  });

  it('fails naming the address when no code reaches the inbox', async () => {
    // The inbox is polled for 10 s: fake timers let that pass at once.
    vi.useFakeTimers();
    const { probe, calls } = scripted(behaving());
    const verdict = signInFlow(ops, address, async () => undefined, probe);
    await vi.runAllTimersAsync();
    const result = await verdict;
    expect(result).toMatchObject({ check: 'sign_in_flow', ok: false });
    expect('detail' in result && result.detail).toContain(address);
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['sending answered 400', [answered(400)], 'answered 400'],
    [
      'a wrong code accepted',
      [answered(200), answered(200, { 'set-cookie': cookie })],
      'wrong code',
    ],
    ['the right code refused', behaving(answered(401)), 'the code from the inbox answered 401'],
    ['no Set-Cookie', behaving(answered(200)), 'Set-Cookie'],
    [
      'a cookie without HttpOnly',
      behaving(answered(200, { 'set-cookie': 'tb_session=abc; Path=/; SameSite=Lax' })),
      'tb_session=abc; Path=/; SameSite=Lax',
    ],
    [
      'a cookie of another name',
      behaving(answered(200, { 'set-cookie': 'sid=abc; Path=/; HttpOnly; SameSite=Lax' })),
      'sid=abc',
    ],
    ['no answer to the send', [{ kind: 'failed', error: 'ECONNREFUSED' }], 'ECONNREFUSED'],
    [
      'no answer to the sign-in',
      [answered(200), answered(401), { kind: 'failed', error: 'socket hang up' }],
      'socket hang up',
    ],
  ] as Array<[string, Outcome[], string]>)('fails on %s', async (_name, outcomes, detail) => {
    const { probe } = scripted(outcomes);
    const verdict = await signInFlow(ops, address, inbox, probe);
    expect(verdict).toMatchObject({ check: 'sign_in_flow', ok: false });
    expect('detail' in verdict && verdict.detail).toContain(detail);
  });

  it.each([
    [
      'a skipped send',
      [{ kind: 'skipped', reason: 'request budget used up' }],
      'request budget used up',
    ],
    ['a rate-limited send', [{ ...answered(429), rateLimited: true }], 'rate limited'],
    [
      'a skipped sign-in',
      [answered(200), answered(401), { kind: 'skipped', reason: 'rate limit: over --max-wait' }],
      'rate limit: over --max-wait',
    ],
  ] as Array<[string, Outcome[], string]>)(
    'skips, with the reason, on %s',
    async (_name, outcomes, reason) => {
      const { probe } = scripted(outcomes);
      const verdict = await signInFlow(ops, address, inbox, probe);
      expect(verdict).toEqual({ skipped: expect.stringContaining(reason) });
    },
  );
});

describe('otherCode', () => {
  it('wraps 999999 round to 000000', () => {
    expect(otherCode('999999')).toBe('000000');
    expect(otherCode('000000')).toBe('000001');
    expect(otherCode('042917')).toBe('042918');
  });

  it('gives another six-digit code for every six-digit code', () => {
    const wrong: string[] = [];
    for (let n = 0; n < 1_000_000; n += 1) {
      const candidate = String(n).padStart(6, '0');
      const other = otherCode(candidate);
      if (other === candidate || !/^\d{6}$/.test(other)) wrong.push(candidate);
    }
    expect(wrong).toEqual([]);
  });
});

describe('signInFlow and single_use', () => {
  it('passes the chain and fails single_use when a used code is accepted again', async () => {
    const outcomes: Outcome[] = [
      answered(200),
      answered(401),
      answered(200, { 'set-cookie': cookie }),
      answered(200),
    ];
    const { probe } = scripted(outcomes);
    const single: unknown[] = [];
    const verdict = await signInFlow(ops, address, inbox, probe, (v) => single.push(v));
    expect(verdict).toMatchObject({ check: 'sign_in_flow', ok: true });
    expect(single).toEqual([
      {
        check: 'single_use',
        ok: false,
        detail: 'sign-in: the same code again answered 200, expected 401',
      },
    ]);
  });
});
