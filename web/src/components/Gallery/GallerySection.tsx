import { Section } from '#web/components/Section/Section.tsx';
import { Gallery } from './Gallery';
import type { GalleryItem } from './gallery-types';

type Props = { title: string; lede?: string; items: readonly GalleryItem[]; productPath: string };

/**
 * A page's gallery section: links to each screen's page, which
 * web/src/components/Gallery/gallery.enhance.ts (loaded by the boot script only on pages with a
 * gallery) turns into a lightbox.
 */
export function GallerySection({ title, lede, items, productPath }: Props) {
  return (
    <Section id="gallery" title={title} lede={lede} jumpTarget>
      <Gallery items={items} label={title} productPath={productPath} />
    </Section>
  );
}
