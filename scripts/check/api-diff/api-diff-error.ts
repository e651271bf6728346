/** An expected failure the CLI reports in one line and exit code 2 (no stack trace). */
export class ApiDiffError extends Error {
  override name = 'ApiDiffError';
}
