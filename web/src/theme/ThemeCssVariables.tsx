import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  type CSSVariablesResolver,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  em,
  keys,
  type MantineThemeOverride,
  mergeMantineTheme,
  px,
} from '@mantine/core';
import { withSystemSchemeRules } from './system-color-scheme';

type Variables = Record<string, string>;

const changed = (values: Variables, defaults: Variables): Variables =>
  Object.fromEntries(Object.entries(values).filter(([key, value]) => defaults[key] !== value));

/**
 * The CSS that Mantine's provider writes into every page (`withCssVariables`): the theme's
 * variables that differ from Mantine's defaults (those are in default-css-variables.css), for
 * `:root` and per scheme. ThemeCssVariables.test.tsx holds it equal to the provider's own output.
 */
export function mantineVariablesCss(
  override: MantineThemeOverride,
  resolver: CSSVariablesResolver,
): string {
  const theme = mergeMantineTheme(DEFAULT_THEME, override);
  const merged = deepMerge(
    defaultCssVariablesResolver(theme),
    resolver(theme),
  ) as ConvertCSSVariablesInput;
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  return convertCssVariables({
    variables: changed(merged.variables, defaults.variables),
    light: changed(merged.light, defaults.light),
    dark: changed(merged.dark, defaults.dark),
  });
}

/**
 * The breakpoint classes Mantine's provider writes too (`withGlobalClasses`, MantineClasses in
 * @mantine/core): `hiddenFrom` / `visibleFrom` on any component rely on them. The same rules.
 */
export function mantineGlobalClassesCss(override: MantineThemeOverride): string {
  const { breakpoints } = mergeMantineTheme(DEFAULT_THEME, override);
  return keys(breakpoints)
    .map((name) => {
      const value = breakpoints[name] ?? '0';
      const inPx = value.includes('px');
      const size = Number(px(value));
      const below = inPx ? `${size - 0.1}px` : em(size - 0.1);
      const from = inPx ? `${size}px` : em(size);
      return `@media (max-width: ${below}) {.mantine-visible-from-${name} {display: none !important;}}@media (min-width: ${from}) {.mantine-hidden-from-${name} {display: none !important;}}`;
    })
    .join('');
}

type Props = { theme: MantineThemeOverride; resolver: CSSVariablesResolver };

/**
 * Mantine's inline CSS variables plus their copies for a visitor without JavaScript, whose
 * <html> has no scheme attribute (system-color-scheme.ts), and its breakpoint classes. Rendered in
 * every page's <head> (+Head.tsx) in place of what the provider writes into <body>
 * (`withCssVariables={false}` and `withGlobalClasses={false}` in +Wrapper.tsx). The build cuts
 * each pre-rendered page's copy to the variables the site reads (scripts/build/gen-critical-css.ts).
 */
export function ThemeCssVariables({ theme, resolver }: Props) {
  return (
    <style
      data-mantine-styles
      dangerouslySetInnerHTML={{
        __html:
          withSystemSchemeRules(mantineVariablesCss(theme, resolver)) +
          mantineGlobalClassesCss(theme),
      }}
    />
  );
}
