// Bundles the page loader (web/src/client/loader/) into the text of the inline <script>
// that gen-critical-css.ts writes at the end of every page's <head>: one IIFE, minified with the
// site's own bundler (Vite's Rolldown) and browser target. The CSP hash is not computed here:
// gen-static-headers.ts hashes the inline scripts of the built pages, this text among them.
import { join } from 'node:path';
import { build, type Rolldown } from 'vite';
import { rootDir } from '../tooling/paths';

/** The module the inline script runs. */
export const LOADER_ENTRY = join(rootDir, 'web/src/client/loader/inline-entry.ts');

/** The loader's text as it goes inline: minified, no trailing newline. */
export async function inlineLoaderScript(entry = LOADER_ENTRY): Promise<string> {
  const result = await build({
    configFile: false,
    envFile: false,
    root: rootDir,
    publicDir: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: { entry, formats: ['iife'], name: 'loader', fileName: 'loader' },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((output) => output.output);
  const [chunk] = chunks;
  if (chunks.length !== 1 || chunk?.type !== 'chunk') {
    throw new Error(`The loader should bundle into one chunk, not ${chunks.length} files`);
  }
  const text = chunk.code.trim();
  if (text.includes('</script')) throw new Error('The loader must not contain "</script"');
  return text;
}
