import { ComingSoon } from '#web/components/ComingSoon/ComingSoon.tsx';
import { agenticWorkflowPage } from '#web/content/product-pages.ts';

export default function Page() {
  return <ComingSoon content={agenticWorkflowPage} />;
}
