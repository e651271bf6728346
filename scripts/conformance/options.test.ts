// The command line of test:conformance: what a run gets when the user gives nothing, and that a
// bad flag comes back as an Error naming the flag (the script prints it as one line, no stack).

import { describe, expect, it } from 'vitest';
import { type Options, parseOptions } from './options';

const target = ['--target', 'http://localhost:8080'];

function parsed(argv: string[]): Options {
  const options = parseOptions(argv);
  if (options instanceof Error) throw new Error(`unexpected error: ${options.message}`);
  return options;
}

describe('parseOptions', () => {
  it('gives the documented defaults when only --target is set', () => {
    expect(parsed(target)).toMatchObject({
      target: 'http://localhost:8080',
      maxRequests: 300,
      emailDomain: 'example.com',
      positive: 2,
      negative: 12,
      maxWait: 65,
      timeout: 10_000,
      header: [],
      dryRun: false,
    });
    // No seed means "pick one": the script draws it, so the options must leave it unset.
    expect(parsed(target).seed).toBeUndefined();
  });

  it('reads every flag, numbers as numbers', () => {
    expect(
      parsed([
        ...target,
        '--inbox',
        'https://mail.test/outbox',
        '--junit',
        'out.xml',
        '--report',
        'out.md',
        '--max-requests',
        '40',
        '--email-domain',
        'conformance.test',
        '--seed',
        '7',
        '--positive',
        '0',
        '--negative',
        '3',
        '--max-wait',
        '5',
        '--timeout',
        '2500',
      ]),
    ).toMatchObject({
      inbox: 'https://mail.test/outbox',
      junit: 'out.xml',
      report: 'out.md',
      maxRequests: 40,
      emailDomain: 'conformance.test',
      seed: 7,
      positive: 0,
      negative: 3,
      maxWait: 5,
      timeout: 2500,
    });
  });

  it('keeps every --header, in order', () => {
    expect(
      parsed([...target, '--header', 'X-Token: abc', '--header', 'X-Other:def']).header,
    ).toEqual(['X-Token: abc', 'X-Other:def']);
  });

  it('reads --dry-run and --inbox-command', () => {
    expect(parsed([...target, '--dry-run', '--inbox-command', 'mail-code'])).toMatchObject({
      dryRun: true,
      inboxCommand: 'mail-code',
    });
  });

  it.each([
    ['an ftp target', ['--target', 'ftp://example.com'], '--target: must be an http(s) URL'],
    // A host without a scheme is the likeliest slip; the message must still name the flag.
    ['a target without a scheme', ['--target', 'localhost'], '--target'],
    ['an empty target', ['--target', ''], '--target'],
    ['a missing --target', [], '--target'],
    ['an unknown flag', [...target, '--bogus-flag', 'x'], '--bogus-flag'],
    [
      'a bad --email-domain',
      [...target, '--email-domain', 'not a domain'],
      '--email-domain: must be a domain such as example.com',
    ],
    ['a one-label --email-domain', [...target, '--email-domain', 'localhost'], '--email-domain'],
    ['an --inbox that is no URL', [...target, '--inbox', 'outbox'], '--inbox'],
    [
      'an ftp --inbox',
      [...target, '--inbox', 'ftp://mail.test/'],
      '--inbox: must be an http(s) URL',
    ],
    [
      '--inbox with --inbox-command',
      [...target, '--inbox', 'http://mail.test/', '--inbox-command', 'mail-code'],
      '--inbox or --inbox-command',
    ],
    ['a negative --max-requests', [...target, '--max-requests', '-1'], '--max-requests'],
    ['a word for --max-requests', [...target, '--max-requests', 'many'], '--max-requests'],
    ['a fraction for --positive', [...target, '--positive', '1.5'], '--positive'],
    ['a --negative over its limit', [...target, '--negative', '501'], '--negative'],
    ['a --max-wait over an hour', [...target, '--max-wait', '3601'], '--max-wait'],
    ['a --header without a colon', [...target, '--header', 'no colon here'], '--header'],
    ['a word for --seed', [...target, '--seed', 'abc'], '--seed'],
  ])('refuses %s with an Error naming the flag', (_name, argv, message) => {
    const result = parseOptions(argv);
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toContain(message);
  });
});
