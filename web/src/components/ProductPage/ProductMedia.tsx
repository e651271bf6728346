import type { ProductMedia as Media } from '../../content/product-pages';
import { DemoVideo } from '../DemoVideo/DemoVideo';
import { ProductShot } from '../ProductShot/ProductShot';
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
