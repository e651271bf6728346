import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UNSET_ROOT } from './system-color-scheme';
import { cssVariablesResolver, theme } from '#common/theme/theme';
import {
  mantineGlobalClassesCss,
  mantineVariablesCss,
  ThemeCssVariables,
} from './ThemeCssVariables';

const styleOf = (html: string) =>
  html.match(/<style data-mantine-styles="true">(.*?)<\/style>/s)?.[1];

describe('ThemeCssVariables', () => {
  it('writes the very CSS variables Mantine’s provider writes (a Mantine upgrade that changes them fails here)', () => {
    const mantine = styleOf(
      renderToStaticMarkup(
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          withGlobalClasses={false}
        />,
      ),
    );
    expect(mantine).toBeTruthy();
    expect(mantineVariablesCss(theme, cssVariablesResolver)).toBe(mantine);
  });

  it('writes the very breakpoint classes Mantine’s provider writes', () => {
    const classes = renderToStaticMarkup(
      <MantineProvider theme={theme} withCssVariables={false} />,
    ).match(/<style data-mantine-styles="classes">(.*?)<\/style>/s)?.[1];
    expect(classes).toContain('.mantine-hidden-from-md');
    expect(mantineGlobalClassesCss(theme)).toBe(classes);
    const ours = styleOf(
      renderToStaticMarkup(<ThemeCssVariables theme={theme} resolver={cssVariablesResolver} />),
    );
    expect(ours?.endsWith(mantineGlobalClassesCss(theme))).toBe(true);
  });

  it('adds the dark and light blocks for a root without the scheme attribute', () => {
    const css = styleOf(
      renderToStaticMarkup(<ThemeCssVariables theme={theme} resolver={cssVariablesResolver} />),
    );
    expect(css).toContain(`@media (prefers-color-scheme: dark){:root${UNSET_ROOT}{`);
    expect(css).toContain(`@media (prefers-color-scheme: light){:root${UNSET_ROOT}{`);
    // The site's own dark tokens are among them.
    const dark = css?.split('@media (prefers-color-scheme: dark)')[1];
    expect(dark).toContain('--tb-color-surface: var(--mantine-color-dark-6)');
  });
});
