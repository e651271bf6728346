import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { behaviourRules, type CoverageRow, coverageFile, coverageRows } from '../coverage';
import { contract } from '../repository-contract';
import { describe, expect, it } from 'vitest';
import { joinCoverage, joinedMarkdown, type JoinedReport } from './join';
import { reportCommand } from './report-command';
import { documentedPairs } from '../verdict/test-fixtures';

const documented = documentedPairs();

const backendRows = coverageRows(
  contract,
  new Map([
    ['sendCode 200', { checked: ['sign_in_flow'] }],
    ['verifyCode 401', { checked: ['unknown_address'] }],
    [
      'sendCode 400',
      { checked: ['response_schema_conformance'], failed: ['response_schema_conformance'] },
    ],
  ]),
  new Map([
    ['code.singleUse', { checked: ['single_use'], failed: [] }],
    ['code.wrongTriesPerCode', { checked: ['attempt_limit'], failed: ['attempt_limit'] }],
  ]),
);
const siteRows: CoverageRow[] = coverageRows(
  contract,
  new Map([
    ['sendCode 429', { checked: [], count: 2, forced: 0 }],
    ['requestWhitelist 503', { checked: [], count: 1, forced: 1 }],
  ]),
  new Map(),
);

const cell = (report: JoinedReport, key: string) =>
  report.answers.find((answer) => `${answer.operation} ${answer.status}` === key);

describe('the joined report', () => {
  const report = joinCoverage(
    {
      site: { file: 'site.json', rows: siteRows },
      backend: { file: 'backend.json', rows: backendRows },
    },
    contract,
  );

  it('lists every documented pair and every x-behaviour rule, in openapi.yaml’s order', () => {
    expect(report.answers.map((answer) => `${answer.operation} ${answer.status}`)).toEqual(
      documented,
    );
    expect(report.rules.map((rule) => rule.rule)).toEqual(behaviourRules(contract));
    const markdown = joinedMarkdown(report);
    for (const key of documented) {
      const [operation, status] = key.split(' ');
      expect(markdown).toContain(`| ${operation} | ${status} |`);
    }
  });

  it('marks met, broken, seen but unchecked, not produced and, for an absent source, not run', () => {
    expect(cell(report, 'sendCode 200')).toMatchObject({
      backend: 'met',
      site: 'not produced',
      live: 'not run',
    });
    expect(cell(report, 'sendCode 400')).toMatchObject({ backend: 'broken' });
    // The site's rows name no check: what its tests met was seen, not checked.
    expect(cell(report, 'sendCode 429')).toMatchObject({
      site: 'seen, unchecked',
      backend: 'not produced',
    });
    expect(cell(report, 'requestWhitelist 503')).toMatchObject({
      site: 'seen (forced), unchecked',
    });
    const rule = (name: string) => report.rules.find((one) => one.rule === name);
    expect(rule('code.singleUse')).toMatchObject({ backend: 'met', live: 'not run' });
    expect(rule('code.wrongTriesPerCode')).toMatchObject({ backend: 'broken' });
  });

  it('totals each column', () => {
    expect(report.totals.answers).toBe(documented.length);
    expect(report.totals.backend).toMatchObject({
      run: true,
      answersMet: 2,
      answersForced: 0,
      answersBroken: 1,
      answersUnchecked: 0,
      rulesMet: 1,
      rulesBroken: 1,
    });
    expect(report.totals.site).toMatchObject({ answersMet: 0, answersUnchecked: 2 });
    expect(report.totals.live).toMatchObject({ run: false, answersMet: 0 });
    expect(joinedMarkdown(report)).toContain(`| Live (proxy) | (absent) | not run |`);
  });

  it('names rows openapi.yaml does not document', () => {
    const stale = joinCoverage(
      {
        live: {
          file: 'live.json',
          rows: [{ operation: 'sendCode', status: '418', produced: true, checked: [], held: null }],
        },
      },
      contract,
    );
    expect(stale.unknown).toEqual(['live: sendCode 418']);
    expect(cell(stale, 'sendCode 200')?.live).toBe('not run');
  });
});

describe('testbeam-contract report', () => {
  it('writes report.md and report.json; an absent default file is not run, a named one must exist', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'report-'));
    const backend = join(dir, 'backend.json');
    const stamp = { version: contract.version, hash: contract.hash };
    await writeFile(backend, JSON.stringify(coverageFile('t', stamp, backendRows)));
    const lines: string[] = [];
    const io = { out: (line: string) => lines.push(line), err: (line: string) => lines.push(line) };
    const code = await reportCommand(
      ['--backend', backend, '--site', join(dir, 'none.json'), '--out', dir],
      contract,
      io,
    );
    expect(code).toBe(2);
    expect(lines.join('\n')).toMatch(/site coverage .*none\.json cannot be read/);
    expect(await reportCommand(['--backend', backend, '--out', dir], contract, io)).toBe(0);
    const json = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as JoinedReport;
    expect(json.answers).toHaveLength(documented.length);
    expect(json.files.backend).toBe(backend);
    expect(await readFile(join(dir, 'report.md'), 'utf8')).toContain('| sendCode | 200 |');
  });
});
