// The site's contract coverage: which documented answers the browser suites met, read from the
// mock's records (GET /__mock/records?all=true), as the coverage rows every party writes
// (`@testbeam/contract`'s coverage rows), and which answers the site shows a message for were never met.
import {
  type AnswerRow,
  answerKey,
  type CoverageRow,
  coverageRows,
  isAnswerRow,
} from '@testbeam/contract/src/coverage';
import { contract } from '@testbeam/contract/src/repository-contract';
import type { RecordsView } from '../../../mock-server/src/journal/records';
import { sharedAnswers, shownAnswers } from './site-answers';

/** Where `npm test` leaves the site's coverage (under Playwright's output folder). */
export const siteCoverageDir = 'test-results/contract-coverage';
export const siteCoverageFile = `${siteCoverageDir}/site.json`;

/** Every documented pair and rule, met where the records counted an answer. */
export function siteCoverage(records: Pick<RecordsView, 'answers'>): CoverageRow[] {
  const met = new Map<string, Omit<AnswerRow, 'operation' | 'status' | 'produced' | 'held'>>();
  for (const { operation, status, count, forced } of records.answers) {
    met.set(answerKey(operation, status), { checked: [], count, forced });
  }
  return coverageRows(contract, met, new Map());
}

const rowOf = (rows: CoverageRow[], operation: string, status: string) =>
  rows.filter(isAnswerRow).find((row) => row.operation === operation && row.status === status);

/** One line per answer the site shows a message for that no browser test met. */
export function unmetShownAnswers(rows: CoverageRow[]): string[] {
  return shownAnswers
    .filter(({ operation, status }) => rowOf(rows, operation, status)?.produced !== true)
    .map(
      ({ operation, status, shows, situation }) =>
        `${operation} ${status}: no browser test met it (${shows}; docs/requirements.md ${situation})`,
    );
}

const metText = (row: AnswerRow | undefined) => {
  if (!row?.produced) return 'not met';
  const count = row.count ?? 0;
  const forced = row.forced ?? 0;
  if (forced === 0) return `met (${count})`;
  return forced === count ? `met, forced (${count})` : `met (${count}, ${forced} forced)`;
};

/** The coverage as a short Markdown page: the answers with a message, then the shared ones. */
export function siteCoverageMarkdown(rows: CoverageRow[]): string {
  const answers = rows.filter(isAnswerRow);
  const met = answers.filter((row) => row.produced).length;
  const lines = [
    '# The site’s contract coverage',
    '',
    `The browser suites met ${met} of ${answers.length} documented answers.`,
    '',
    '| Answer | The site shows | Met |',
    '| --- | --- | --- |',
    ...shownAnswers.map(
      ({ operation, status, shows }) =>
        `| ${operation} ${status} | ${shows} | ${metText(rowOf(rows, operation, status))} |`,
    ),
    '',
    'Shown as another answer (not told apart):',
    '',
    ...sharedAnswers.map(({ operation, statuses, shownAs, reason }) => {
      const each = statuses.map((status) => `${status} ${metText(rowOf(rows, operation, status))}`);
      return `- ${operation} ${statuses.join(', ')} as ${shownAs}: ${reason}. ${each.join('; ')}.`;
    }),
    '',
  ];
  return lines.join('\n');
}
