import { ColorSchemeScript } from '@mantine/core';
import { EARLY_INPUT_SCRIPT } from '#web/client/early-input-inline.ts';
import { SeoTags } from '#web/features/seo/SeoTags.tsx';
import { TOASTER_ROOT_ID } from '#web/toast/mount.ts';
import { POSTER_WITHOUT_JS_STYLE } from '#web/components/DemoVideo/poster.ts';
import { NEEDS_JS_STYLE } from '#web/theme/needs-js.ts';
import { ThemeCssVariables } from '#web/theme/ThemeCssVariables.tsx';
import { cssVariablesResolver, theme } from '#common/theme/theme';

// Both scripts run before first paint. The first keeps what a visitor does before a control's
// code is ready (web/src/client/early-input-inline.ts); the second picks the saved or the system
// color scheme, so there is no flash of the wrong theme on load. Without JavaScript the stylesheet
// follows the system setting, and the <noscript> style hides the controls that need script
// (theme/needs-js.ts) and draws the demo videos' posters, which otherwise wait for the loader's
// mark of the first paint (components/DemoVideo/poster.ts).
//
// The `expect` link holds the first paint until the page's last element (the toaster's root, after
// the footer) is parsed: a parser that yields halfway (a slow CPU, a busy machine) would otherwise
// paint half a header or half a hero, and what the rest of the HTML adds moves it (a layout shift:
// the header's toggle jumps left when the menu button arrives). Chromium 124+ honours it; other
// engines paint as before. See
// docs/decisions/0046-inter-on-the-first-page.md.
export function Head() {
  return (
    <>
      <link rel="expect" href={`#${TOASTER_ROOT_ID}`} blocking="render" />
      <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
      <ColorSchemeScript defaultColorScheme="auto" />
      <meta name="color-scheme" content="light dark" />
      <noscript dangerouslySetInnerHTML={{ __html: NEEDS_JS_STYLE + POSTER_WITHOUT_JS_STYLE }} />
      <ThemeCssVariables theme={theme} resolver={cssVariablesResolver} />
      <SeoTags />
    </>
  );
}
