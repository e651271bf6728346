import { LegalDocument } from '#web/components/LegalDocument/LegalDocument.tsx';
import { RoutePage } from '#web/components/RoutePage/RoutePage.tsx';
import { terms } from '#web/content/legal/terms.ts';

export default function Page() {
  return (
    <RoutePage>
      <LegalDocument document={terms} />
    </RoutePage>
  );
}
