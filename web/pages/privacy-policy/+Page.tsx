import { LegalDocument } from '../../src/components/LegalDocument/LegalDocument';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { privacy } from '../../src/content/legal/privacy';

export default function Page() {
  return (
    <RoutePage>
      <LegalDocument document={privacy} />
    </RoutePage>
  );
}
