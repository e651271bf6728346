import { describe, expect, it } from 'vitest';
import { site } from './site';

describe('site', () => {
  it('keeps the brand data its decision record sets', () => {
    expect(site.name).toBe('Testbeam');
    expect(site.productName).toBe('API MCP Studio');
    expect(site.helpEmail).toBe('support@testbeam.dev');
    expect(site.appOrigins.production).toBe('https://app.testbeam.dev');
    expect(site.copyrightYear).toBe(2024);
  });
});
