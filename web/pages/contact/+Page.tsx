import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { ContactPage } from '../../src/features/contact/ContactPage';

export default function Page() {
  return (
    <RoutePage>
      <ContactPage />
    </RoutePage>
  );
}
