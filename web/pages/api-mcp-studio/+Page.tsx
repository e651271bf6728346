import { ProductPage } from '../../src/components/ProductPage/ProductPage';
import { studioPage } from '../../src/content/product-pages';

export default function Page() {
  return <ProductPage content={studioPage} />;
}
