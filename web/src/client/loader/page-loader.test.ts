import { describe } from 'vitest';
import { loadPage } from './page-loader';
import { LOADER_ATTRIBUTES, type LoaderTarget } from './attributes';
import { asCurrentScript, loaderCases } from './loader-cases';

/** The loader's tag as the build writes it (scripts/build/defer-rest.ts), run as a module. */
function runModule({ stylesheet, entry, modulePreloads }: LoaderTarget) {
  const script = document.createElement('script');
  script.setAttribute(LOADER_ATTRIBUTES.stylesheet, stylesheet);
  script.setAttribute(LOADER_ATTRIBUTES.entry, entry);
  script.setAttribute(LOADER_ATTRIBUTES.modulePreloads, modulePreloads.join(' '));
  document.head.append(script);
  asCurrentScript(script, () => loadPage(script));
}

describe('the page loader', () => {
  loaderCases(runModule);
});
