import { RoutePage } from '#web/components/RoutePage/RoutePage.tsx';
import { ContactPage } from '#web/features/contact/ContactPage.tsx';
import { Island } from '#web/islands/Island.tsx';

export default function Page() {
  return (
    <RoutePage>
      <ContactPage form={<Island name="contact-form" props={{}} />} />
    </RoutePage>
  );
}
