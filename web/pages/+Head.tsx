import { ColorSchemeScript } from '@mantine/core';
import { SeoTags } from '../src/features/seo/SeoTags';

// Runs before first paint: picks the saved or the system colour scheme, so there is no flash of
// the wrong theme on load.
export function Head() {
  return (
    <>
      <ColorSchemeScript defaultColorScheme="auto" />
      <meta name="color-scheme" content="light dark" />
      <SeoTags />
    </>
  );
}
