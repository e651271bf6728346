import { describe, expect, it } from 'vitest';
import { chooseRepresentation, isNotModified, sitePathOf } from '../../src/site/negotiation';
import type { Representation, SiteFile } from '../../src/site/site-files';

const rep = (name: string): Representation => ({
  body: Buffer.from(name),
  etag: `"${name}"`,
  headers: {},
  notModifiedHeaders: {},
});
const both: SiteFile = { identity: rep('identity'), br: rep('br'), gzip: rep('gzip') };
const gzipOnly: SiteFile = { identity: rep('identity'), gzip: rep('gzip') };

describe('chooseRepresentation', () => {
  it.each([
    [both, undefined, 'identity'],
    [both, '', 'identity'],
    [both, 'gzip, deflate, br, zstd', 'br'],
    [both, 'gzip', 'gzip'],
    [both, 'GZIP', 'gzip'],
    [both, 'x-gzip', 'gzip'],
    [both, 'br;q=0, gzip', 'gzip'],
    [both, 'br;q=0, gzip;q=0', 'identity'],
    [both, 'gzip;q=1, br;q=0.5', 'gzip'],
    [both, '*', 'br'],
    [both, '*, br;q=0', 'gzip'],
    [both, 'identity', 'identity'],
    [both, 'br;q=nonsense', 'identity'],
    [gzipOnly, 'br', 'identity'],
    [gzipOnly, 'br, gzip', 'gzip'],
  ])('file %#, Accept-Encoding %j → %s', (file, header, expected) => {
    expect(chooseRepresentation(file, header).body.toString()).toBe(expected);
  });
});

describe('isNotModified', () => {
  it.each([
    [undefined, false],
    ['"abc"', true],
    ['W/"abc"', true],
    ['"x", "abc"', true],
    ['*', true],
    ['"abcd"', false],
  ])('If-None-Match %j → %s', (header, expected) => {
    expect(isNotModified(header, '"abc"')).toBe(expected);
  });
});

describe('sitePathOf', () => {
  it.each([
    ['/', '/'],
    ['/about?x=1#top', '/about'],
    ['/a%20b', '/a b'],
    // Raw request targets, as a real socket delivers them (app.inject resolves `..` itself).
    ['/../../etc/passwd', '/etc/passwd'],
    ['/%2e%2e/%2e%2e/etc/passwd', '/etc/passwd'],
    ['/..%5c..%5csecret', '/..\\..\\secret'],
    ['/assets/..%2f..%2fsecret', '/secret'],
    ['//about//', '/about/'],
    ['http://example.com/about/', '/about/'],
    ['/%E0%A4%A', null],
  ])('%s → %s', (url, expected) => {
    expect(sitePathOf(url)).toBe(expected);
  });
});
