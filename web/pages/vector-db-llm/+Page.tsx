import { ProductPage } from '../../src/components/ProductPage/ProductPage';
import { vectorPage } from '../../src/content/product-pages';

export default function Page() {
  return <ProductPage content={vectorPage} />;
}
