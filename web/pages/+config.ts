import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Every route is pre-rendered to static HTML that reads without JavaScript (DECISIONS.md).
  prerender: true,
  lang: 'en',
  favicon: '/favicon.svg',
  // The no-JavaScript default; ColorSchemeScript in +Head replaces it before first paint.
  htmlAttributes: { 'data-mantine-color-scheme': 'light' },
} satisfies Config;
