// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import type { LoaderTarget } from '#web/client/loader/attributes.ts';
import { asCurrentScript, loaderCases } from '#web/client/loader/loader-cases.ts';
import { loaderTag } from './defer-rest';
import { inlineLoaderScript } from './inline-loader';

let text = '';
beforeAll(async () => {
  text = await inlineLoaderScript();
}, 30_000);

describe('the inline loader', () => {
  it('is one minified classic script, the module bundled', () => {
    expect(text).not.toMatch(/\bimport\b|\bexport\b|\n/);
    expect(text).toContain('first-contentful-paint');
    // It is inside every page (0.9 KB): the stylesheet, the boot script and its hints, nothing more.
    expect(text.length).toBeLessThan(1000);
    expect(text).not.toContain('IntersectionObserver(');
  });

  it('is the same text on every build (one CSP hash)', async () => {
    expect(await inlineLoaderScript()).toBe(text);
  });
});

/** The tag the build writes, parsed and run as the browser runs an inline script. */
function runInline(target: LoaderTarget) {
  const holder = document.createElement('div');
  holder.innerHTML = loaderTag(target, text);
  const script = holder.firstElementChild as HTMLScriptElement;
  document.head.append(script);
  asCurrentScript(script, () => new Function(script.textContent ?? '')());
}

describe('the inline loader, run as the page runs it', () => {
  loaderCases(runInline);
});
