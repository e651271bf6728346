// The one place for brand data, links and origins (docs/decisions.md "Brand and configuration").
// Components read from here; nothing else hard-codes a name, an address or an origin.

export const site = {
  name: 'Testbeam',
  productName: 'API MCP Studio',
  tagline: 'AI-assisted testing for REST APIs and MCP servers, without writing code.',
  url: 'https://testbeam.dev',
  logo: { src: '/logo.svg', placeholder: '/logo-placeholder.svg', width: 32, height: 32 },
  helpEmail: 'support@testbeam.dev',
  /**
   * Support's one reply promise, everywhere it is made (the contact toast of docs/requirements.md §8
   * says "within 24 hours", so no page may promise less or add conditions).
   */
  supportReplyHours: 24,
  communityChatUrl: 'https://discord.gg/testbeam',
  /** The community's forum, offered next to the chat under each blog post. */
  communityDiscussionsUrl: 'https://github.com/orgs/testbeam/discussions',
  copyrightYear: 2024,
  social: [
    { label: 'GitHub', href: 'https://github.com/testbeam' },
    { label: 'X (Twitter)', href: 'https://x.com/testbeamdev' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/testbeam' },
    { label: 'YouTube', href: 'https://www.youtube.com/@testbeam' },
    { label: 'Discord', href: 'https://discord.gg/testbeam' },
  ],
  appOrigins: {
    production: 'https://app.testbeam.dev',
    /** Where `npm start` serves the site and the mock server's app stand-in pages. */
    local: 'http://localhost:8080',
  },
} as const;

export type SocialLink = (typeof site.social)[number];

const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * The app's base address, chosen by the hostname the site is served from (docs/decisions.md
 * "Addresses"). Locally that is the mock server's own origin: the page's origin when the mock
 * serves it (http://localhost:8080 by default, any PORT works), or the Vite dev server that
 * proxies the app stand-in paths to it.
 */
export function appBaseFor(location: Pick<Location, 'hostname' | 'origin'>): string {
  return LOCAL_HOSTNAMES.has(location.hostname) ? location.origin : site.appOrigins.production;
}
