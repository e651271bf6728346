// The one place for brand data, links and origins (docs/decisions/0001-brand-and-configuration.md).
// Components read from here; nothing else hard-codes a name, an address or an origin. The names
// and origins the mock server shows too come from #common/brand-names and #common/origins.

import { COMPANY_NAME, PRODUCT_NAME } from '#common/brand-names';
import { appOrigins } from '#common/origins';

export const site = {
  name: COMPANY_NAME,
  productName: PRODUCT_NAME,
  tagline: 'AI-assisted testing for REST APIs and MCP servers, without writing code.',
  url: 'https://testbeam.dev',
  logo: { src: '/logo.svg', placeholder: '/logo-placeholder.svg', width: 32, height: 32 },
  helpEmail: 'support@testbeam.dev',
  /**
   * Support's one reply promise, everywhere it is made (the contact toast of docs/requirements.md
   * §8 says "within 24 hours", so no page may promise less or add conditions).
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
  appOrigins,
} as const;

/** Support's reply promise, as every page words it (supportReplyHours). */
export const replyPromise = `within ${site.supportReplyHours} hours`;

export type SocialLink = (typeof site.social)[number];
