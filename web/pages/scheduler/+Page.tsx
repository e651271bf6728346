import { ProductPage } from '../../src/components/ProductPage/ProductPage';
import { schedulerPage } from '../../src/content/product-pages';

export default function Page() {
  return <ProductPage content={schedulerPage} />;
}
