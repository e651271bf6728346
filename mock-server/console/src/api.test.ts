import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageOf, sendAndSay } from './api';

describe('sendAndSay', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what was done, then runs what follows; on failure, says the mock’s own message', async () => {
    const answers = [
      new Response('{}', { status: 200 }),
      new Response(JSON.stringify({ success: false, message: 'No such scenario' }), {
        status: 404,
      }),
    ];
    const fetch = vi.fn(async () => answers.shift() as Response);
    vi.stubGlobal('fetch', fetch);
    const say = vi.fn();
    const after = vi.fn();

    sendAndSay(say, 'DELETE', '/__mock/scenarios/a', 'The scenario is cleared.', after);
    await vi.waitFor(() => expect(after).toHaveBeenCalledOnce());
    sendAndSay(say, 'DELETE', '/__mock/scenarios/b', 'The scenario is cleared.', after);
    await vi.waitFor(() => expect(say).toHaveBeenCalledTimes(2));

    expect(say.mock.calls).toEqual([['The scenario is cleared.'], ['No such scenario']]);
    expect(after).toHaveBeenCalledOnce();
    expect(fetch).toHaveBeenCalledWith(
      '/__mock/scenarios/b',
      expect.objectContaining({ method: 'DELETE' }),
    );
  });

  it('puts any failure in words', () => {
    expect(messageOf(new Error('Offline'))).toBe('Offline');
    expect(messageOf('timeout')).toBe('timeout');
  });
});
