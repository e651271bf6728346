/**
 * Exits with `code` once all that was written to stdout and stderr has been handed to the OS.
 * `process.exit()` straight after a long `console.info` to a pipe cuts the output short: Node
 * writes to pipes asynchronously, and exit drops what is still queued (a `--dry-run` listing of
 * 233 requests arrived as its first line under Node 26 on a busy machine). Await it where the
 * script ends: `await exitAfterOutput(1)`.
 */
export function exitAfterOutput(code: number): Promise<never> {
  process.exitCode = code;
  return new Promise<never>(() => {
    process.stdout.write('', () => {
      process.stderr.write('', () => process.exit(code));
    });
  });
}
