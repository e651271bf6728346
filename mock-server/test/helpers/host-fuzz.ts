// Host header values a client can send, for the fuzz in plugins/request-guard.test.ts: the
// issue's reproductions, then generated variations of names, ports, IP literals and junk.

/** The values that answered 500 (or were reflected into the Google URL) before the guard. */
export const reportedHosts = [
  'a:99999',
  '127.0.0.1:65536',
  '[::::]',
  '[1.2.3.4]',
  'xn--zz',
  '999.999.999.999',
  '1.2.3.4.5',
  'rebind.attacker.example',
  'evil.example/@localhost',
  'localhost:0',
];

const names = [
  'localhost',
  '127.0.0.1',
  '[::1]',
  'LOCALHOST',
  'localhost.',
  'localhost..',
  '.localhost',
  'local_host',
  '-localhost',
  'localhost-',
  'evil.localhost',
  'localhost.evil.example',
  '127.0.0.2',
  '0.0.0.0',
  '0x7f.0.0.1',
  '2130706433',
  '127.1',
  '[::ffff:127.0.0.1]',
  '[0:0:0:0:0:0:0:1]',
  '[::1',
  '::1',
  '[]',
  '[fe80::1%25lo]',
  'xn--',
  'xn--80ak6aa92e.com',
  'bücher.example',
  'a'.repeat(64),
  `${'a.'.repeat(130)}com`,
  '',
  ' ',
  'user@localhost',
  'localhost/path',
  'localhost?x=1',
  'localhost#frag',
  'http://localhost',
  '%6cocalhost',
  'local%00host',
  'web',
  'WEB',
];

const ports = [
  '',
  ':',
  ':80',
  ':8080',
  ':65535',
  ':65536',
  ':99999',
  ':-1',
  ':0x50',
  ': 80',
  ':8080:8080',
];

/** At least 200 distinct Host values: every name with every port, then the reported ones. */
export function hostFuzzValues(): string[] {
  const values = new Set(reportedHosts);
  for (const name of names) for (const port of ports) values.add(`${name}${port}`);
  return [...values];
}
