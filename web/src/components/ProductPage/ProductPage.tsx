import { Button, Group } from '@mantine/core';
import type { Link, ProductPageContent } from '../../content/product-pages';
import { CtaBanner } from '../CtaBanner/CtaBanner';
import { Faq } from '../Faq/Faq';
import { GallerySection } from '../Gallery/GallerySection';
import { RoutePage } from '../RoutePage/RoutePage';
import { Section } from '../Section/Section';
import { ValueGrid } from '../ValueGrid/ValueGrid';
import { ProductMedia } from './ProductMedia';

export function IntroActions({ primary, secondary }: { primary: Link; secondary: Link }) {
  return (
    <Group gap="sm" mt="xs">
      <Button component="a" href={primary.href} size="md">
        {primary.label}
      </Button>
      <Button component="a" href={secondary.href} size="md" variant="default">
        {secondary.label}
      </Button>
    </Group>
  );
}

/**
 * A live product's page (SPEC.md section 2): intro, video or demo image, highlights, a gallery
 * island, a single-open FAQ that needs no script, and a closing call to action.
 */
export function ProductPage({ content }: { content: ProductPageContent }) {
  const { intro, media, highlights, gallery, faq, cta } = content;
  const id = content.path.slice(1);
  return (
    <>
      <RoutePage>
        <IntroActions primary={intro.primary} secondary={intro.secondary} />
      </RoutePage>
      <Section id="demo" title={media.title} lede={media.lede}>
        <ProductMedia media={media.content} />
      </Section>
      <Section id="features" title={highlights.title} lede={highlights.lede} tone="muted">
        <ValueGrid cards={highlights.items} />
      </Section>
      <GallerySection title={gallery.title} lede={gallery.lede} items={gallery.items} />
      <Section id="faq" title={faq.title} lede={faq.lede} tone="muted">
        <Faq items={faq.items} name={`${id}-faq`} />
      </Section>
      <CtaBanner {...cta} />
    </>
  );
}
