import { ComingSoon } from '../../src/components/ComingSoon/ComingSoon';
import { agenticWorkflowPage } from '../../src/content/product-pages';

export default function Page() {
  return <ComingSoon content={agenticWorkflowPage} />;
}
