import { ProductPage } from '../../src/components/ProductPage/ProductPage';
import { notebookPage } from '../../src/content/product-pages';

export default function Page() {
  return <ProductPage content={notebookPage} />;
}
