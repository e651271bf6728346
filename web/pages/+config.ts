import type { Config } from 'vike/types';
import vikeReact from 'vike-react/config';

export default {
  extends: [vikeReact],
  // Every route is pre-rendered to static HTML that reads without JavaScript
  // (docs/decisions/0002-addresses.md).
  prerender: true,
  // Islands, not full-page hydration: the browser never loads +Page, +Layout or React for a
  // whole page. `+client.ts` enhances the header with a few lines of plain code and hydrates
  // only the interactive parts (`<Island>`), each loaded on demand. Navigation is plain links
  // between pre-rendered files. See docs/architecture.md "The site".
  clientRouting: false,
  clientHooks: false,
  lang: 'en',
  favicon: '/favicon.svg',
  // No `data-mantine-color-scheme` on <html>: ColorSchemeScript in +Head sets it before the first
  // paint, and without JavaScript the stylesheet follows the system's prefers-color-scheme
  // (web/src/theme/system-color-scheme.ts).
} satisfies Config;
