import type { Plugin } from 'vite';

// V8 compiles a function when it is first called, unless the file asks for all of them at once
// (Chromium 136+, https://v8.dev/blog/explicit-compile-hints; other engines read a comment). React
// DOM's event system is first called by the visitor's first tap in a form: at the low-end phone's
// slowdown that tap compiled React's dispatch functions as it ran, about 25 ms of its 130
// (docs/decisions/0079-what-a-first-tap-runs.md). With the hint V8 compiles the chunk
// while it streams it in, off the main thread.

export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad';

const reactDomClient = /[\\/]node_modules[\\/]react-dom[\\/]cjs[\\/]react-dom-client\./;

/** The chunk's code with the hint on its first line when it holds React DOM's client, else null. */
export function withCompileHint(code: string, moduleIds: readonly string[]): string | null {
  if (!moduleIds.some((id) => reactDomClient.test(id))) return null;
  return code.startsWith(EAGER_COMPILE_HINT) ? code : `${EAGER_COMPILE_HINT}\n${code}`;
}

/**
 * withCompileHint on the browser build's chunks (the server's are never sent), once they are
 * minified: the minifier drops comments. The hint is the same for the same code, so the file's
 * name, hashed before, still names its content.
 */
export function reactCompileHint(): Plugin {
  return {
    name: 'testbeam:react-compile-hint',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const hinted = withCompileHint(file.code, file.moduleIds);
        if (hinted !== null) file.code = hinted;
      }
    },
  };
}
