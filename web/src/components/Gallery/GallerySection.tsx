import { Island } from '../../islands/Island';
import { Section } from '../Section/Section';
import { Gallery } from './Gallery';
import type { GalleryItem } from './gallery-types';

type Props = { title: string; lede?: string; items: readonly GalleryItem[] };

/**
 * A page's gallery section. Below the fold on every page that has one, so the lightbox code loads
 * only when the gallery nears the viewport (a deferred island).
 */
export function GallerySection({ title, lede, items }: Props) {
  return (
    <Section id="gallery" title={title} lede={lede}>
      <div data-island-when="visible">
        <Island name="gallery" component={Gallery} props={{ items, label: title }} />
      </div>
    </Section>
  );
}
