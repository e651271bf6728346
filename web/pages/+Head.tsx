import { ColorSchemeScript } from '@mantine/core';
import { SeoTags } from '../src/features/seo/SeoTags';
import { NEEDS_JS_STYLE } from '../src/theme/needs-js';

// Runs before first paint: picks the saved or the system colour scheme, so there is no flash of
// the wrong theme on load. Without JavaScript the stylesheet follows the system setting, and the
// <noscript> style hides the controls that need script (theme/needs-js.ts).
export function Head() {
  return (
    <>
      <ColorSchemeScript defaultColorScheme="auto" />
      <meta name="color-scheme" content="light dark" />
      <noscript dangerouslySetInnerHTML={{ __html: NEEDS_JS_STYLE }} />
      <SeoTags />
    </>
  );
}
