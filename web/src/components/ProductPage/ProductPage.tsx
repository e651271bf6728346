import type { Link, ProductPageContent } from '#web/content/product-pages.ts';
import { Button } from '#web/components/Button/Button.tsx';
import { ButtonGroup } from '#web/components/Button/ButtonGroup.tsx';
import { CtaBanner } from '#web/components/CtaBanner/CtaBanner.tsx';
import { Faq } from '#web/components/Faq/Faq.tsx';
import { GallerySection } from '#web/components/Gallery/GallerySection.tsx';
import { ProductShot } from '#web/components/ProductShot/ProductShot.tsx';
import { RoutePage } from '#web/components/RoutePage/RoutePage.tsx';
import { Section } from '#web/components/Section/Section.tsx';
import { ValueGrid } from '#web/components/ValueGrid/ValueGrid.tsx';
import { ProductMedia } from './ProductMedia';
import classes from './ProductPage.module.css';

export function IntroActions({ primary, secondary }: { primary: Link; secondary: Link }) {
  return (
    <div className={classes.actions}>
      <ButtonGroup>
        <Button href={primary.href} variant="hero" size="lg">
          {primary.label}
        </Button>
        <Button href={secondary.href} variant="secondary" size="lg">
          {secondary.label}
        </Button>
      </ButtonGroup>
    </div>
  );
}

/**
 * A live product's page (docs/requirements.md §2): the intro beside the page's own screen, the
 * video when the product has one, highlights, a gallery (links, then a lightbox), a single-open FAQ
 * that needs no script, and a closing call to action. A page whose media is a demo image shows it
 * in the intro, with its caption, instead of a second time further down.
 */
export function ProductPage({ content }: { content: ProductPageContent }) {
  const { intro, media, highlights, gallery, faq, cta } = content;
  const id = content.path.slice(1);
  const demoImage = media.content.kind === 'image' ? media.content.image : undefined;
  const heroShot = demoImage ?? content.heroShot ?? gallery.items[0];
  return (
    <>
      <RoutePage
        aside={
          heroShot ? (
            <figure className={classes.heroFigure}>
              <ProductShot shot={heroShot} priority framed />
              {demoImage ? (
                <figcaption className={classes.caption}>{demoImage.description}</figcaption>
              ) : null}
            </figure>
          ) : null
        }
      >
        <IntroActions primary={intro.primary} secondary={intro.secondary} />
      </RoutePage>
      {demoImage ? null : (
        <Section id="demo" title={media.title} lede={media.lede}>
          <ProductMedia media={media.content} />
        </Section>
      )}
      <Section id="features" title={highlights.title} lede={highlights.lede} tone="muted">
        <ValueGrid cards={highlights.items} />
      </Section>
      <GallerySection
        title={gallery.title}
        lede={gallery.lede}
        items={gallery.items}
        productPath={content.path}
      />
      <Section id="faq" title={faq.title} lede={faq.lede} tone="muted" layout="aside">
        <Faq items={faq.items} name={`${id}-faq`} />
      </Section>
      <CtaBanner {...cta} />
    </>
  );
}
