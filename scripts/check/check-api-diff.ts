// `npm run check -- api-diff`: fails when openapi.yaml in the working tree breaks a client of the
// contract as it was at the base commit (by default where this branch left main), by the diff
// rules of `redocly diff` (api-diff/redocly-diff.yaml). A major bump of info.version lets a
// breaking change through.
//
//   node --import tsx scripts/check/check-api-diff.ts [--base REF] [--cwd DIR]
//
// Exit codes: 0 nothing breaks (or the check is skipped: no git repository, no contract at the
// base), 1 a breaking change, 2 the check could not run (unknown ref, redocly diff failed).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ApiDiffError } from './api-diff/api-diff-error';
import { checkApiDiff } from './api-diff/check';
import { fileAt, repositoryRoot, resolveBase } from './api-diff/git';

const CONTRACT = 'openapi.yaml';

function options() {
  try {
    const { values } = parseArgs({
      options: { base: { type: 'string' }, cwd: { type: 'string' } },
      strict: true,
    });
    return { base: values.base, cwd: values.cwd ?? process.cwd() };
  } catch (error) {
    throw new ApiDiffError(`${(error as Error).message} (usage: [--base REF] [--cwd DIR])`);
  }
}

async function main(): Promise<number> {
  const { base: ref, cwd } = options();
  const repository = repositoryRoot(cwd);
  if ('skip' in repository) {
    console.info(`api-diff: skipped, ${repository.skip}: no base to compare ${CONTRACT} with`);
    return 0;
  }
  const { root } = repository;
  const base = resolveBase(root, ref);
  const against = `${base.label} (${base.short})`;
  const baseText = fileAt(root, base.sha, CONTRACT);
  if (baseText === undefined) {
    console.info(`api-diff: ${CONTRACT} did not exist at ${against}; nothing to break, passing`);
    return 0;
  }
  const headPath = join(root, CONTRACT);
  if (!existsSync(headPath)) {
    console.error(
      `api-diff: ${CONTRACT} is gone from the working tree: every operation is removed`,
    );
    return 1;
  }
  const result = await checkApiDiff(baseText, readFileSync(headPath, 'utf8'), against);
  for (const line of result.lines) console.info(line);
  return result.exitCode;
}

try {
  process.exitCode = await main();
} catch (error) {
  // An expected failure gets one line; anything else is a bug in the check, so its stack too.
  // Either way 2, never 1: 1 says the contract breaks.
  console.error(error instanceof ApiDiffError ? `api-diff: ${error.message}` : error);
  process.exitCode = 2;
}
