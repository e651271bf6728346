// resvg's WebAssembly, started once per process by whichever module needs it first.

import { initWasm } from '@resvg/resvg-wasm';

/**
 * Starts resvg's WebAssembly. It starts once per process and a second start throws "Already
 * initialized": another module of the same process (the OG renderer, a test file run in the same
 * worker) may have started it, and that is taken as started.
 */
export async function startResvg(wasm: Uint8Array): Promise<void> {
  await initWasm(wasm).catch((error: unknown) => {
    if (!(error instanceof Error && error.message.startsWith('Already initialized'))) throw error;
  });
}
