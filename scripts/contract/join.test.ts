import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { behaviourRules, type CoverageRow, coverageRows } from 'testbeam-conformance/coverage';
import { describe, expect, it } from 'vitest';
import { joinCoverage, joinedMarkdown, type JoinedReport } from './join';
import { runReport } from './report-command';
import { documentedPairs } from './test-fixtures';

const documented = documentedPairs();

const backendRows = coverageRows(
  new Map([
    ['sendCode 200', { checked: ['sign_in_flow'] }],
    ['verifyCode 401', { checked: ['unknown_address'] }],
  ]),
  new Map([['code.singleUse', ['single_use']]]),
);
const siteRows: CoverageRow[] = coverageRows(
  new Map([
    ['sendCode 429', { checked: ['sign-in.spec.ts'], count: 2, forced: 0 }],
    ['requestWhitelist 503', { checked: ['whitelist.spec.ts'], count: 1, forced: 1 }],
  ]),
  new Map(),
);

const cell = (report: JoinedReport, key: string) =>
  report.answers.find((answer) => `${answer.operation} ${answer.status}` === key);

describe('the joined report', () => {
  const report = joinCoverage({
    site: { file: 'site.json', rows: siteRows },
    backend: { file: 'backend.json', rows: backendRows },
  });

  it('lists every documented pair and every x-behaviour rule, in openapi.yaml’s order', () => {
    expect(report.answers.map((answer) => `${answer.operation} ${answer.status}`)).toEqual(
      documented,
    );
    expect(report.rules.map((rule) => rule.rule)).toEqual(behaviourRules());
    const markdown = joinedMarkdown(report);
    for (const key of documented) {
      const [operation, status] = key.split(' ');
      expect(markdown).toContain(`| ${operation} | ${status} |`);
    }
  });

  it('marks met, forced, not met and, for an absent source, not run', () => {
    expect(cell(report, 'sendCode 200')).toMatchObject({
      backend: 'met',
      site: 'not met',
      live: 'not run',
    });
    expect(cell(report, 'sendCode 429')).toMatchObject({ site: 'met', backend: 'not met' });
    expect(cell(report, 'requestWhitelist 503')).toMatchObject({ site: 'met (forced)' });
    expect(report.rules.find((rule) => rule.rule === 'code.singleUse')).toMatchObject({
      backend: 'met',
      live: 'not run',
    });
  });

  it('totals each column', () => {
    expect(report.totals.answers).toBe(documented.length);
    expect(report.totals.backend).toMatchObject({
      run: true,
      answersMet: 2,
      answersForced: 0,
      rulesMet: 1,
    });
    expect(report.totals.site).toMatchObject({ answersMet: 2, answersForced: 1 });
    expect(report.totals.live).toMatchObject({ run: false, answersMet: 0 });
    expect(joinedMarkdown(report)).toContain(`| Live (proxy) | (absent) | not run |`);
  });

  it('names rows openapi.yaml does not document', () => {
    const stale = joinCoverage({
      live: {
        file: 'live.json',
        rows: [{ operation: 'sendCode', status: '418', produced: true, checked: [] }],
      },
    });
    expect(stale.unknown).toEqual(['live: sendCode 418']);
    expect(cell(stale, 'sendCode 200')?.live).toBe('not run');
  });
});

describe('contract:report', () => {
  it('writes report.md and report.json; an absent default file is not run, a named one must exist', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'report-'));
    const backend = join(dir, 'backend.json');
    await writeFile(backend, JSON.stringify(backendRows));
    const lines: string[] = [];
    const print = (line: string) => lines.push(line);
    const code = await runReport(
      ['--backend', backend, '--site', join(dir, 'none.json'), '--out', dir],
      print,
    );
    expect(code).toBe(2);
    expect(lines.join('\n')).toMatch(/site coverage .*none\.json cannot be read/);
    expect(await runReport(['--backend', backend, '--out', dir], print)).toBe(0);
    const json = JSON.parse(await readFile(join(dir, 'report.json'), 'utf8')) as JoinedReport;
    expect(json.answers).toHaveLength(documented.length);
    expect(json.files.backend).toBe(backend);
    expect(await readFile(join(dir, 'report.md'), 'utf8')).toContain('| sendCode | 200 |');
  });
});
