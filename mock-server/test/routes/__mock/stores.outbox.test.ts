import { afterEach, describe, expect, it } from 'vitest';
import { buildMock, sendCode } from '../../helpers/mock-app';

let close: () => Promise<void> = async () => {};
afterEach(() => close());

describe('GET /__mock/outbox', () => {
  it('narrows to one address with ?to=, case-insensitively', async () => {
    const app = await buildMock();
    close = () => app.close();
    await sendCode(app, 'ada@example.com');
    await sendCode(app, 'grace@example.com');
    const res = await app.inject('/__mock/outbox?to=GRACE@example.com');
    expect(res.json()).toMatchObject([{ to: 'grace@example.com' }]);
    expect(res.json()).toHaveLength(1);
  });
});
