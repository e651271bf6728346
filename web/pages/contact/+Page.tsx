import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { ContactPage } from '../../src/features/contact/ContactPage';
import { Island } from '../../src/islands/Island';

export default function Page() {
  return (
    <RoutePage>
      <ContactPage form={<Island name="contact-form" props={{}} />} />
    </RoutePage>
  );
}
