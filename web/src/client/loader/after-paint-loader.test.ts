import { describe } from 'vitest';
import { loadAfterPaint } from './after-paint-loader';
import { LOADER_ATTRIBUTES, type LoaderTarget } from './attributes';
import { asCurrentScript, loaderCases } from './loader-cases';

/** The loader's tag as the build writes it (scripts/build/defer-rest.ts), run as a module. */
function runModule({ stylesheet, entry, modulePreloads, styleAtOnce }: LoaderTarget) {
  const script = document.createElement('script');
  script.setAttribute(LOADER_ATTRIBUTES.stylesheet, stylesheet);
  script.setAttribute(LOADER_ATTRIBUTES.entry, entry);
  script.setAttribute(LOADER_ATTRIBUTES.modulePreloads, modulePreloads.join(' '));
  if (styleAtOnce) script.setAttribute(LOADER_ATTRIBUTES.styleAtOnce, '');
  document.head.append(script);
  asCurrentScript(script, () => loadAfterPaint(script));
}

describe('the after-paint loader', () => {
  loaderCases(runModule);
});
