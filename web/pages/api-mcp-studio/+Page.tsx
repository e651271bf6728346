import { ProductPage } from '#web/components/ProductPage/ProductPage.tsx';
import { studioPage } from '#web/content/product-pages.ts';

export default function Page() {
  return <ProductPage content={studioPage} />;
}
