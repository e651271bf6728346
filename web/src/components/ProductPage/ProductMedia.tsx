import type { ProductMedia as Media } from '../../content/product-pages';
import { DemoVideo } from '../DemoVideo/DemoVideo';
import classes from './ProductPage.module.css';

/** The page's showpiece: the shared demo video, or a product screen at full width. */
export function ProductMedia({ media }: { media: Media }) {
  if (media.kind === 'video') return <DemoVideo video={media.video} />;
  const { image } = media;
  return (
    <figure className={classes.figure}>
      <img
        className={classes.image}
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
      />
      <figcaption className={classes.caption}>{image.description}</figcaption>
    </figure>
  );
}
