import { Badge } from '@mantine/core';
import type { ComingSoonContent } from '#web/content/product-pages.ts';
import { Button } from '#web/components/Button/Button.tsx';
import { ButtonGroup } from '#web/components/Button/ButtonGroup.tsx';
import { CtaBanner } from '#web/components/CtaBanner/CtaBanner.tsx';
import { Faq } from '#web/components/Faq/Faq.tsx';
import { GallerySection } from '#web/components/Gallery/GallerySection.tsx';
import { ProductShot } from '#web/components/ProductShot/ProductShot.tsx';
import { RoutePage } from '#web/components/RoutePage/RoutePage.tsx';
import { Section } from '#web/components/Section/Section.tsx';
import { ValueGrid } from '#web/components/ValueGrid/ValueGrid.tsx';
import classes from './ComingSoon.module.css';
import { PlanPreview } from './PlanPreview';
import { PreviewPoster } from './PreviewPoster';

/**
 * A product that is not out yet (docs/requirements.md §2): the Coming Soon badge, what it will do,
 * and Join the Waitlist at the top and the bottom of the page.
 */
export function ComingSoon({ content }: { content: ComingSoonContent }) {
  const { description, planned, preview, gallery, faq, waitlist } = content;
  const id = content.path.slice(1);
  // The first design preview when there are some; otherwise a drawn plan of what is coming.
  const first = gallery?.items[0];
  return (
    <>
      <RoutePage aside={first ? <ProductShot shot={first} priority framed /> : <PlanPreview />}>
        <Badge size="lg" variant="light" className={classes.badge}>
          Coming Soon
        </Badge>
        <p className={classes.description}>{description}</p>
        <ButtonGroup>
          <Button href={waitlist.join.href} variant="hero" size="lg">
            {waitlist.join.label}
          </Button>
          <Button href={waitlist.secondary.href} variant="secondary" size="lg">
            {waitlist.secondary.label}
          </Button>
        </ButtonGroup>
      </RoutePage>
      <Section id="planned" title={planned.title} lede={planned.lede} tone="muted">
        <ValueGrid cards={planned.items} />
      </Section>
      {preview ? (
        <Section id="preview" title={preview.title}>
          <PreviewPoster title={preview.poster} text={preview.text} />
        </Section>
      ) : null}
      {gallery ? (
        <GallerySection
          title={gallery.title}
          lede={gallery.lede}
          items={gallery.items}
          productPath={content.path}
        />
      ) : null}
      {faq ? (
        <Section id="faq" title={faq.title} lede={faq.lede} tone="muted">
          <Faq items={faq.items} name={`${id}-faq`} />
        </Section>
      ) : null}
      <CtaBanner
        title={waitlist.title}
        text={waitlist.text}
        primary={waitlist.join}
        secondary={waitlist.secondary}
      />
    </>
  );
}
