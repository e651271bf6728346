import { Badge } from '@mantine/core';
import type { ComingSoonContent } from '../../content/product-pages';
import { Button } from '../Button/Button';
import { ButtonGroup } from '../Button/ButtonGroup';
import { CtaBanner } from '../CtaBanner/CtaBanner';
import { Faq } from '../Faq/Faq';
import { GallerySection } from '../Gallery/GallerySection';
import { ProductShot } from '../ProductShot/ProductShot';
import { RoutePage } from '../RoutePage/RoutePage';
import { Section } from '../Section/Section';
import { ValueGrid } from '../ValueGrid/ValueGrid';
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
