import { ProductPage } from '#web/components/ProductPage/ProductPage.tsx';
import { vectorPage } from '#web/content/product-pages.ts';

export default function Page() {
  return <ProductPage content={vectorPage} />;
}
