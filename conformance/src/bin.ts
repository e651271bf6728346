// The bin's body: the command line run, its exit code set once all output has left (a pipe may
// still hold a long report when a plain process.exit() would drop it).

import { cli } from './cli';
import { exitAfterOutput } from './exit-after-output';

await exitAfterOutput(await cli(process.argv.slice(2), { out: console.info, err: console.error }));
