// One page of the site per gallery screen: a gallery thumbnail links to it, so without
// JavaScript (or before the lightbox code runs) a click opens the screen inside the site, with
// its title, description and neighbors, rather than the raw image file.

import {
  type ComingSoonContent,
  microSaasPage,
  notebookPage,
  type ProductPageContent,
  schedulerPage,
  studioPage,
  vectorPage,
} from './product-pages';
import { products } from './products';
import type { Slide } from './screens';

export type ScreenPage = {
  /** /{product}/screens/{slug} */
  path: string;
  slug: string;
  product: { path: string; name: string };
  slide: Slide;
  /** 0-based position in the product's gallery, and the gallery's size. */
  index: number;
  count: number;
};

const galleryPages: readonly (ProductPageContent | ComingSoonContent)[] = [
  studioPage,
  notebookPage,
  schedulerPage,
  vectorPage,
  microSaasPage,
];

/** The file name of the screen without its extension or its product's prefix. */
export function screenSlug(productPath: string, slide: Pick<Slide, 'src'>): string {
  const name = (slide.src.split('/').pop() ?? '').replace(/\.[a-z]+$/, '');
  const prefix = `${productPath.slice(1)}-`;
  return name.startsWith(prefix) ? name.slice(prefix.length) : name;
}

/** Where a gallery thumbnail of `productPath` leads without JavaScript. */
export function screenPath(productPath: string, slide: Pick<Slide, 'src'>): string {
  return `${productPath}/screens/${screenSlug(productPath, slide)}`;
}

function productNamed(path: string): { path: string; name: string } {
  const product = products.find((entry) => entry.path === path);
  if (!product) throw new Error(`No product at ${path}`);
  return { path, name: product.name };
}

export const screenPages: readonly ScreenPage[] = galleryPages.flatMap((page) => {
  const gallery = page.gallery;
  if (!gallery) return [];
  const product = productNamed(page.path);
  return gallery.items.map((slide, index) => ({
    path: screenPath(page.path, slide),
    slug: screenSlug(page.path, slide),
    product,
    slide,
    index,
    count: gallery.items.length,
  }));
});

export function findScreenPage(path: string): ScreenPage | undefined {
  return screenPages.find((page) => page.path === path);
}

/** The screens before and after `page` in its gallery, wrapping around like the lightbox. */
export function neighbors(page: ScreenPage): { previous: ScreenPage; next: ScreenPage } {
  const siblings = screenPages.filter((entry) => entry.product.path === page.product.path);
  const at = (offset: number) =>
    siblings[(page.index + offset + siblings.length) % siblings.length] ?? page;
  return { previous: at(-1), next: at(1) };
}

/** The Micro SaaS gallery holds design previews, not screenshots of a product that exists. */
export function screenKind<T extends string>(page: ScreenPage, screen: T, preview: T): T {
  return page.product.path === '/micro-saas' ? preview : screen;
}

const TITLE_ROOM = 49; // 60 characters for a search result, less " | Testbeam".
const DESCRIPTION_ROOM = 160;

/** The document title: the screen's, with its product's name where a search result has room. */
export function screenTitle(page: ScreenPage): string {
  const full = `${page.slide.title} (${page.product.name})`;
  return full.length <= TITLE_ROOM ? full : page.slide.title;
}

/** The meta description (and lede): the screen's, placed in its product's gallery when it fits. */
export function screenDescription(page: ScreenPage): string {
  const full = `${page.slide.description} ${screenKind(page, 'Screen', 'Design preview')} ${page.index + 1} of ${page.count} from ${page.product.name}.`;
  return full.length <= DESCRIPTION_ROOM ? full : page.slide.description;
}
