import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const helper = join(import.meta.dirname, 'exit-after-output.ts');

/** Runs a script that prints `lines` lines to a pipe, then exits as `exit` says. */
function run(exit: string, lines = 200_000): Promise<{ code: number | null; out: string }> {
  const script = `
    import { exitAfterOutput } from ${JSON.stringify(helper)};
    for (let i = 0; i < ${lines}; i++) console.info('line ' + i);
    console.info('the end');
    ${exit}
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out }));
  });
}

describe('exitAfterOutput', () => {
  it('exits with its code after every line has reached the pipe', async () => {
    const { code, out } = await run('await exitAfterOutput(3);');
    expect(code).toBe(3);
    expect(out.endsWith('the end\n')).toBe(true);
    expect(out.split('\n')).toHaveLength(200_002);
  }, 30_000);

  it('is needed: process.exit() there drops what the pipe has not taken yet', async () => {
    const { code, out } = await run('process.exit(3);');
    expect(code).toBe(3);
    expect(out.endsWith('the end\n')).toBe(false);
  }, 30_000);
});
