// The W3C Nu HTML Checker (the npm package vnu-jar ships its jar) run with the machine's Java
// (Debian's default-jre-headless; `.ci/run` installs it when missing): its own Java downloader
// is an install script npm does not run here.
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
export const vnuJar = join(dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

export interface VnuMessage {
  type: string;
  url: string;
  message: string;
  lastLine?: number;
  firstLine?: number;
  extract?: string;
}

/** The checker's errors for `files` (HTML, or CSS with `css`), as its JSON output lists them. */
export function runVnu(files: string[], { css = false } = {}): Promise<VnuMessage[]> {
  const args = [
    '-jar',
    vnuJar,
    '--errors-only',
    '--format',
    'json',
    ...(css ? ['--css'] : []),
    ...files,
  ];
  return new Promise((resolve, reject) => {
    execFile(
      process.env.JAVA || 'java',
      args,
      { maxBuffer: 64 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error && (error as NodeJS.ErrnoException).code === 'ENOENT') {
          reject(
            new Error('no java on PATH: apt-get install -y default-jre-headless (or set JAVA)'),
          );
          return;
        }
        // The checker exits 1 when it finds errors; its JSON report is on stderr either way.
        try {
          const report = JSON.parse(stderr) as { messages: VnuMessage[] };
          resolve(report.messages.filter((message) => message.type === 'error'));
        } catch {
          reject(
            new Error(`the checker gave no report: ${stderr.slice(0, 500) || error?.message}`),
          );
        }
      },
    );
  });
}
