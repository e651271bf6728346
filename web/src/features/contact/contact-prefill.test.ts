import { describe, expect, it } from 'vitest';
import { prefillFrom } from './contact-prefill';

describe('prefillFrom', () => {
  it('reads a known category and a subject from the query string', () => {
    expect(prefillFrom('?category=general&subject=Demo%20request')).toEqual({
      category: 'general',
      subject: 'Demo request',
    });
  });

  it('ignores unknown categories, empty subjects and every other field', () => {
    expect(prefillFrom('?category=sales&subject=%20&message=hello&name=Eve')).toEqual({});
    expect(prefillFrom('')).toEqual({});
  });

  it("keeps the subject within the contract's 200 characters", () => {
    expect(prefillFrom(`?subject=${'x'.repeat(300)}`).subject).toHaveLength(200);
  });
});
