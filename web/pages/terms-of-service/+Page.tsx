import { LegalDocument } from '../../src/components/LegalDocument/LegalDocument';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { terms } from '../../src/content/legal/terms';

export default function Page() {
  return (
    <RoutePage>
      <LegalDocument document={terms} />
    </RoutePage>
  );
}
