// The header's and footer's links, built from the route table, the product list and the site
// config so that no path or label is typed twice.

import { products } from '#web/content/products.ts';
import type { Section } from './routes';
import { site } from './site';

export type NavLink = { label: string; href: string; section: Section };

/** Header links around the Products menu, in display order. */
export const primaryLinks: { before: NavLink[]; after: NavLink[] } = {
  before: [{ label: 'Home', href: '/', section: 'home' }],
  after: [
    { label: 'Marketplace', href: '/ai-agents', section: 'ai-agents' },
    { label: 'Blog', href: '/blog', section: 'blog' },
    { label: 'Contact', href: '/contact', section: 'contact' },
  ],
};

export const signInHref = '/login';

export type FooterLink = { label: string; href: string; external?: boolean };

export const footerColumns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: products.map((product) => ({ label: product.name, href: product.path })),
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: '/about' },
      { label: 'Blog', href: '/blog' },
      { label: 'Contact', href: '/contact' },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help', href: `mailto:${site.helpEmail}`, external: true },
      { label: 'Community chat', href: site.communityChatUrl, external: true },
      { label: 'Privacy Policy', href: '/privacy-policy' },
      { label: 'Terms of Service', href: '/terms-of-service' },
    ],
  },
];
