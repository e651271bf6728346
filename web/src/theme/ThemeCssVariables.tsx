import {
  type ConvertCSSVariablesInput,
  convertCssVariables,
  type CSSVariablesResolver,
  DEFAULT_THEME,
  deepMerge,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
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

type Props = { theme: MantineThemeOverride; resolver: CSSVariablesResolver };

/**
 * Mantine's inline CSS variables plus their copies for a visitor without JavaScript, whose
 * <html> has no scheme attribute (system-color-scheme.ts). Rendered by the page's Wrapper in
 * place of the provider's own (`withCssVariables={false}` there).
 */
export function ThemeCssVariables({ theme, resolver }: Props) {
  return (
    <style
      data-mantine-styles
      dangerouslySetInnerHTML={{
        __html: withSystemSchemeRules(mantineVariablesCss(theme, resolver)),
      }}
    />
  );
}
