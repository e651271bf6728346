import { ColorSchemeScript } from '@mantine/core';
import { EARLY_INPUT_SCRIPT } from '../src/client/early-input-inline';
import { SeoTags } from '../src/features/seo/SeoTags';
import { NEEDS_JS_STYLE } from '../src/theme/needs-js';
import { ThemeCssVariables } from '../src/theme/ThemeCssVariables';
import { cssVariablesResolver, theme } from '#common/theme/theme';

// Both scripts run before first paint. The first keeps what a visitor does before a control's
// code is ready (web/src/client/early-input-inline.ts); the second picks the saved or the system
// color scheme, so there is no flash of the wrong theme on load. Without JavaScript the stylesheet
// follows the system setting, and the <noscript> style hides the controls that need script
// (theme/needs-js.ts).
export function Head() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
      <ColorSchemeScript defaultColorScheme="auto" />
      <meta name="color-scheme" content="light dark" />
      <noscript dangerouslySetInnerHTML={{ __html: NEEDS_JS_STYLE }} />
      <ThemeCssVariables theme={theme} resolver={cssVariablesResolver} />
      <SeoTags />
    </>
  );
}
