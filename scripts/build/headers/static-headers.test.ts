import { describe, expect, it } from 'vitest';
import { securityHeaderRecord, type SecurityHeadersOptions } from '#common/security-headers';
import {
  displayName,
  IMMUTABLE,
  parseHeadersFile,
  renderHeadersFile,
  renderNginxSnippet,
} from './static-headers';

const options: SecurityHeadersOptions = {
  scriptHashes: ["'sha256-abc+/='"],
  analytics: false,
  recaptcha: true,
};

describe('static hosting headers', () => {
  it('write a _headers file that reads back as the same record, plus immutable assets', () => {
    const record = securityHeaderRecord(options);
    const rules = parseHeadersFile(renderHeadersFile(record));
    expect(Object.fromEntries(rules.get('/*') ?? [])).toEqual(record);
    expect(Object.fromEntries(rules.get('/assets/*') ?? [])).toEqual({
      'cache-control': IMMUTABLE,
    });
    expect(rules.get('/*')?.get('content-security-policy')).toContain("'sha256-abc+/='");
  });

  it('write an nginx snippet with every header, sent on errors too (always)', () => {
    const record = securityHeaderRecord(options);
    const lines = renderNginxSnippet(record)
      .split('\n')
      .filter((line) => line.startsWith('add_header'));
    expect(lines).toHaveLength(Object.keys(record).length);
    for (const [name, value] of Object.entries(record)) {
      expect(lines).toContain(`add_header ${displayName(name)} "${value}" always;`);
    }
  });

  it('refuses a value nginx could not quote', () => {
    expect(() => renderNginxSnippet({ 'x-test': 'say "hi"' })).toThrow(/cannot quote/);
  });

  it('print header names the way hosts do', () => {
    expect(displayName('content-security-policy')).toBe('Content-Security-Policy');
    expect(displayName('x-content-type-options')).toBe('X-Content-Type-Options');
  });
});
