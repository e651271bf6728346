import { describe, expect, it } from 'vitest';
import {
  splitSelectorList,
  UNSET_ROOT,
  unsetRootSelectors,
  withSystemSchemeRules,
} from './system-color-scheme';

describe('unsetRootSelectors', () => {
  it('splits a selector list only at its top-level commas', () => {
    expect(splitSelectorList(':is(a, b) .x, [title="a,b"] .y, .z')).toEqual([
      ':is(a, b) .x',
      '[title="a,b"] .y',
      '.z',
    ]);
  });

  it.each([
    ["[data-mantine-color-scheme='dark'] .icon", `${UNSET_ROOT} .icon`],
    ['[data-mantine-color-scheme="dark"]', UNSET_ROOT],
    ['[data-mantine-color-scheme=dark] .x', `${UNSET_ROOT} .x`],
    [':root[data-mantine-color-scheme="dark"]', `:root${UNSET_ROOT}`],
    [":where([data-mantine-color-scheme='dark']) .m_1", `:where(${UNSET_ROOT}) .m_1`],
  ])('rewrites %s for a root without the attribute', (selector, expected) => {
    expect(unsetRootSelectors(selector)).toEqual({ dark: [expected] });
  });

  it('sorts a mixed list by scheme and leaves out :host and unkeyed selectors', () => {
    expect(
      unsetRootSelectors(
        "[data-mantine-color-scheme='dark'] .tb-light-only, [data-mantine-color-scheme='light'] .tb-dark-only, .plain, :host([data-mantine-color-scheme='dark'])",
      ),
    ).toEqual({ dark: [`${UNSET_ROOT} .tb-light-only`], light: [`${UNSET_ROOT} .tb-dark-only`] });
    expect(unsetRootSelectors('.plain, [data-mantine-color-scheme] .x')).toEqual({});
  });
});

describe('withSystemSchemeRules (Mantine’s inline variables)', () => {
  it('appends a prefers-color-scheme copy of each scheme block', () => {
    const css =
      ':root, :host{--a: 1;}\n\n:root[data-mantine-color-scheme="dark"], :host([data-mantine-color-scheme="dark"]){--b: 2;}\n\n:root[data-mantine-color-scheme="light"], :host([data-mantine-color-scheme="light"]){--b: 3;}';
    const out = withSystemSchemeRules(css);
    expect(out.startsWith(css)).toBe(true);
    expect(out.slice(css.length).trim()).toBe(
      `@media (prefers-color-scheme: dark){:root${UNSET_ROOT}{--b: 2;}}\n\n@media (prefers-color-scheme: light){:root${UNSET_ROOT}{--b: 3;}}`,
    );
    expect(withSystemSchemeRules(':root{--a: 1;}')).toBe(':root{--a: 1;}');
  });
});
