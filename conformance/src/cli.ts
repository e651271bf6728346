// The command `testbeam-conformance --target URL`: the options first, then the contract they
// name, and only then the run, whose modules read that contract as they load.

import { useContract } from './contract-file';
import { exitAfterOutput } from './exit-after-output';
import { outputPathProblem, parseOptions, usage } from './options';

async function cli(argv: string[]): Promise<never> {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.info(usage);
    return exitAfterOutput(0);
  }
  const options = parseOptions(argv);
  if (options instanceof Error) {
    console.error(`testbeam-conformance: ${options.message}\n\n${usage}`);
    return exitAfterOutput(2);
  }
  // Before any request: a run is not lost at its end to an output path that cannot be written.
  for (const [flag, path] of [
    ['junit', options.junit],
    ['report', options.report],
    ['coverage', options.coverage],
  ] as const) {
    const problem = path === undefined ? null : outputPathProblem(flag, path);
    if (problem !== null) {
      console.error(`testbeam-conformance: ${problem}`);
      return exitAfterOutput(2);
    }
  }
  if (options.contract !== undefined) useContract(options.contract);
  const { main } = await import('./main');
  return main(options);
}

await cli(process.argv.slice(2));
