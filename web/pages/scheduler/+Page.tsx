import { ProductPage } from '#web/components/ProductPage/ProductPage.tsx';
import { schedulerPage } from '#web/content/product-pages.ts';

export default function Page() {
  return <ProductPage content={schedulerPage} />;
}
