import { ComingSoon } from '../../src/components/ComingSoon/ComingSoon';
import { microSaasPage } from '../../src/content/product-pages';

export default function Page() {
  return <ComingSoon content={microSaasPage} />;
}
