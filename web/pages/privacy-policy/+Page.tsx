import { LegalDocument } from '#web/components/LegalDocument/LegalDocument.tsx';
import { RoutePage } from '#web/components/RoutePage/RoutePage.tsx';
import { privacy } from '#web/content/legal/privacy.ts';

export default function Page() {
  return (
    <RoutePage>
      <LegalDocument document={privacy} />
    </RoutePage>
  );
}
