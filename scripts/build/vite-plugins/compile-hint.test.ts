import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, withCompileHint } from './compile-hint';

const reactDom = '/app/node_modules/react-dom/cjs/react-dom-client.production.js';

describe('withCompileHint', () => {
  it("puts the hint on the first line of the chunk holding React DOM's client, once", () => {
    const hinted = withCompileHint('export const a = 1;', [
      '/app/web/src/islands/hydrate.ts',
      reactDom,
    ]);
    expect(hinted).toBe(`${EAGER_COMPILE_HINT}\nexport const a = 1;`);
    expect(withCompileHint(hinted ?? '', [reactDom])).toBe(hinted);
  });

  it('leaves every other chunk alone, React DOM on the server among them', () => {
    expect(withCompileHint('x', ['/app/web/src/client/boot.ts'])).toBeNull();
    expect(
      withCompileHint('x', [
        '/app/node_modules/react-dom/cjs/react-dom-server.browser.production.js',
      ]),
    ).toBeNull();
  });
});
