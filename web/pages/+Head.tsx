import { ColorSchemeScript } from '@mantine/core';
import { EARLY_INPUT_SCRIPT } from '../src/client/early-input-inline';
import { SeoTags } from '../src/features/seo/SeoTags';

// Both scripts run before first paint. The first keeps what a visitor does before a control's
// code is ready (web/src/client/early-input-inline.ts); the second picks the saved or the system
// color scheme, so there is no flash of the wrong theme on load.
export function Head() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />
      <ColorSchemeScript defaultColorScheme="auto" />
      <meta name="color-scheme" content="light dark" />
      <SeoTags />
    </>
  );
}
