import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The contract files that wait on real time, longest first: the command line's full conformance
 * run sleeps through the resend cooldown (about 30 s) and the mutant runs take about 15 s. Started
 * first, the other files fill the second worker beside them instead of leaving them for last: a
 * clean clone has no timings cached, and Vitest then starts the largest files first.
 */
export const waitsOnRealTime = ['conformance.test.ts', 'conformance-mutants.test.ts'];

/** `files` in the order given, those named in `first` moved to the front in its order. */
export function namedFirst<T>(files: readonly T[], path: (file: T) => string, first: string[]) {
  const rank = (file: T) => {
    const index = first.findIndex((name) => path(file).endsWith(`/${name}`));
    return index < 0 ? first.length : index;
  };
  return files
    .map((file, index) => ({ file, index }))
    .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
    .map(({ file }) => file);
}

/** Vitest's own order, with the files that wait on real time first. */
export class RealTimeFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return namedFirst(await super.sort(files), (file) => file.moduleId, waitsOnRealTime);
  }
}
