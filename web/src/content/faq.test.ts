import { describe, expect, it } from 'vitest';
import { homeFaq } from './faq';

describe('home FAQ', () => {
  it('has the 10 items of docs/requirements.md §9, each question asked once', () => {
    expect(homeFaq).toHaveLength(10);
    expect(new Set(homeFaq.map((item) => item.question)).size).toBe(10);
    for (const item of homeFaq) {
      expect(item.question).toMatch(/\?$/);
      expect(item.answer.length).toBeGreaterThan(80);
    }
  });

  it('mentions the claims docs/requirements.md §1 puts in the FAQ, and the listed price', () => {
    const text = homeFaq.map((item) => item.answer).join(' ');
    expect(text).toMatch(/role-based access control/i);
    expect(text).toMatch(/SSO/);
    expect(text).toMatch(/team workspaces/i);
    expect(text).toMatch(/view.*edit.*execute/);
    expect(text).toMatch(/0 USD/);
  });
});
