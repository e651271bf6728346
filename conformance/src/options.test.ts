// The command line of `testbeam-contract run`: what a run gets when the user gives nothing, and that a
// bad flag comes back as an Error naming the flag (the script prints it as one line, no stack).

import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkNames } from './checks';
import { type Options, outputPathProblem, parseOptions, selectedChecks } from './options';

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
      maxRequests: 400,
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
        '--coverage',
        'coverage.json',
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
      coverage: 'coverage.json',
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

  it('reads --dry-run and --inbox-command, the command as its words', () => {
    expect(
      parsed([...target, '--dry-run', '--inbox-command', './latest-code.sh "qa inbox"']),
    ).toMatchObject({ dryRun: true, inboxCommand: ['./latest-code.sh', 'qa inbox'] });
  });

  it('reads the thresholds, the check selection and the opt-ins', () => {
    expect(
      parsed([
        ...target,
        '--min-score',
        '95.5',
        '--min-coverage',
        '21,15',
        '--only',
        'bot_check_refusal, status_code_conformance',
        '--unknown-bot-token',
        '--ctrf',
        'out.json',
      ]),
    ).toMatchObject({
      minScore: 95.5,
      minCoverage: { pairs: 21, rules: 15 },
      only: ['bot_check_refusal', 'status_code_conformance'],
      unknownBotToken: true,
      ctrf: 'out.json',
    });
    expect(parsed([...target, '--min-coverage', '30']).minCoverage).toEqual({
      pairs: 30,
      rules: 0,
    });
  });

  it('selects the checks --only names, or all but those --skip names', () => {
    expect([...selectedChecks(parsed([...target, '--only', 'single_use']))]).toEqual([
      'single_use',
    ]);
    const skipped = selectedChecks(parsed([...target, '--skip', 'single_use,attempt_limit']));
    expect(skipped.has('single_use') || skipped.has('attempt_limit')).toBe(false);
    expect(skipped.size).toBe(checkNames.length - 2);
  });

  it.each([
    ['a missing --target', [], '--target is required'],
    ['an ftp target', ['--target', 'ftp://example.com'], '--target must be an http(s) URL'],
    // A host without a scheme is the likeliest slip; the message must still name the flag.
    [
      'a target without a scheme',
      ['--target', 'localhost'],
      '--target must be a URL such as https://staging.example.com',
    ],
    [
      'an empty target',
      ['--target', ''],
      '--target must be a URL such as https://staging.example.com',
    ],
    [
      'an unknown flag',
      [...target, '--bogus-flag', 'x'],
      '--bogus-flag is not an option (see --help)',
    ],
    ['a flag without its value', ['--target'], '--target needs a value'],
    ['a value for a switch', [...target, '--dry-run=yes'], '--dry-run takes no value'],
    ['a stray word', [...target, 'staging'], 'staging is not an option (see --help)'],
    [
      'a bad --email-domain',
      [...target, '--email-domain', 'not a domain'],
      '--email-domain must be a domain such as example.com',
    ],
    [
      'a one-label --email-domain',
      [...target, '--email-domain', 'localhost'],
      '--email-domain must be a domain such as example.com',
    ],
    [
      'an --inbox that is no URL',
      [...target, '--inbox', 'outbox'],
      '--inbox must be a URL such as https://staging.example.com',
    ],
    [
      'an ftp --inbox',
      [...target, '--inbox', 'ftp://mail.test/'],
      '--inbox must be an http(s) URL',
    ],
    [
      '--inbox with --inbox-command',
      [...target, '--inbox', 'http://mail.test/', '--inbox-command', 'mail-code'],
      'give --inbox or --inbox-command, not both',
    ],
    [
      'an --inbox-command with a pipe',
      [...target, '--inbox-command', 'curl -s http://mail | jq .code'],
      '--inbox-command is run without a shell: put pipes, redirections and $VARIABLES in a script and give its path',
    ],
    [
      'a negative --max-requests',
      [...target, '--max-requests=-1'],
      '--max-requests must be a whole number',
    ],
    [
      'a value that looks like a flag',
      [...target, '--max-requests', '-1'],
      '--max-requests needs a value; one that starts with - is written --max-requests=-…',
    ],
    [
      'a word for --max-requests',
      [...target, '--max-requests', 'many'],
      '--max-requests must be a whole number',
    ],
    [
      'a fraction for --positive',
      [...target, '--positive', '1.5'],
      '--positive must be a whole number',
    ],
    [
      'a --negative over its limit',
      [...target, '--negative', '501'],
      '--negative must be at most 500',
    ],
    [
      'a --max-wait over an hour',
      [...target, '--max-wait', '3601'],
      '--max-wait must be at most 3600',
    ],
    [
      'a --header without a colon',
      [...target, '--header', 'no colon here'],
      '--header must read "Name: value"',
    ],
    ['a word for --seed', [...target, '--seed', 'abc'], '--seed must be a whole number'],
    [
      'a --min-score past 100',
      [...target, '--min-score', '101'],
      '--min-score must be a percentage from 0 to 100, e.g. 95',
    ],
    [
      'a --min-coverage that is no count',
      [...target, '--min-coverage', 'most'],
      '--min-coverage must be PAIRS or PAIRS,RULES: whole numbers of pairs and rules met',
    ],
    [
      'an unknown check in --only',
      [...target, '--only', 'single_use,no_such_check'],
      '--only names no check no_such_check (see --list-checks)',
    ],
    [
      '--only with --skip',
      [...target, '--only', 'single_use', '--skip', 'attempt_limit'],
      'give --only or --skip, not both',
    ],
  ])('refuses %s in one line that names the flag', (_name, argv, message) => {
    const result = parseOptions(argv);
    expect(result).toBeInstanceOf(Error);
    expect((result as Error).message).toBe(message);
  });
});

describe('credentials in a URL', () => {
  it.each([
    ['--target', ['--target', 'http://user:hunter2@localhost:8080']],
    ['--target', ['--target', 'https://hunter2@staging.example.com']],
    ['--inbox', [...target, '--inbox', 'http://u:hunter2@localhost:8080/__mock/outbox']],
  ])('are refused in %s, with the way to send them instead', (flag, argv) => {
    const error = parseOptions(argv);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      `${flag} must not carry credentials (user:password@): send them with --header "Authorization: …"`,
    );
    expect((error as Error).message).not.toContain('hunter2');
  });
});

describe('outputPathProblem', () => {
  const dir = mkdtempSync(join(tmpdir(), 'conformance-out-'));
  // Every run left this folder behind in the temp dir (45 of them on the CI machine).
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is null for a new file in an existing folder, or a file that exists', () => {
    expect(outputPathProblem('junit', join(dir, 'new.xml'))).toBeNull();
    writeFileSync(join(dir, 'old.md'), '');
    expect(outputPathProblem('report', join(dir, 'old.md'))).toBeNull();
  });

  it('names a directory, a missing folder and a folder that cannot be written', () => {
    expect(outputPathProblem('junit', dir)).toBe(`--junit ${dir} is a directory; give a file name`);
    expect(outputPathProblem('report', join(dir, 'nope', 'r.md'))).toBe(
      `--report ${join(dir, 'nope', 'r.md')}: the folder ${join(dir, 'nope')} does not exist`,
    );
    const locked = mkdtempSync(join(dir, 'locked-'));
    chmodSync(locked, 0o500);
    // root writes anywhere: the check can only be seen failing as another user.
    if (process.getuid?.() !== 0) {
      expect(outputPathProblem('junit', join(locked, 'j.xml'))).toMatch(/cannot be written/);
    }
  });
});
