// The header's and footer's links, built from the route table, the product list and the site
// config so that no path is typed twice. A label is the page's title, except where
// docs/requirements.md names the link otherwise (Home, Marketplace).

import { products } from '#web/content/products.ts';
import { pathOf, routeOf, type Section, type SinglePageId } from './routes';
import { site } from './site';

export type NavLink = { label: string; href: string; section: Section };

/** A link to a one-route page, labelled with its title unless `label` says otherwise. */
const linkTo = (page: SinglePageId, label = routeOf(page).title) => ({ label, href: pathOf(page) });

/** Header links around the Products menu, in display order. */
export const primaryLinks: { before: NavLink[]; after: NavLink[] } = {
  before: [{ ...linkTo('index', 'Home'), section: 'home' }],
  after: [
    { ...linkTo('ai-agents', 'Marketplace'), section: 'ai-agents' },
    { ...linkTo('blog'), section: 'blog' },
    { ...linkTo('contact'), section: 'contact' },
  ],
};

export const signInHref = pathOf('login');

export type FooterLink = { label: string; href: string; external?: boolean };

export const footerColumns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: products.map((product) => ({ label: product.name, href: product.path })),
  },
  {
    title: 'Company',
    links: [linkTo('about'), linkTo('blog'), linkTo('contact')],
  },
  {
    title: 'Support',
    links: [
      { label: 'Help', href: `mailto:${site.helpEmail}`, external: true },
      { label: 'Community chat', href: site.communityChatUrl, external: true },
      linkTo('privacy-policy'),
      linkTo('terms-of-service'),
    ],
  },
];
