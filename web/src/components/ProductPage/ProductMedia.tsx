import type { ProductMedia as Media } from '#web/content/product-pages.ts';
import { DemoVideo } from '#web/components/DemoVideo/DemoVideo.tsx';
import { ProductShot } from '#web/components/ProductShot/ProductShot.tsx';
import classes from './ProductPage.module.css';

/** The page's showpiece: the product's video, or a product screen at full width. */
export function ProductMedia({ media }: { media: Media }) {
  if (media.kind === 'video') return <DemoVideo video={media.video} />;
  const { image } = media;
  return (
    <figure className={classes.figure}>
      <ProductShot shot={image} />
      <figcaption className={classes.caption}>{image.description}</figcaption>
    </figure>
  );
}
