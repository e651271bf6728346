import { Center } from '@mantine/core';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { site } from '../../src/config/site';
import { SignInSection } from '../../src/features/auth/SignInSection';

export default function Page() {
  return (
    <RoutePage>
      <Center>
        <SignInSection variant="login" target={{ kind: 'platform' }} productLabel={site.name} />
      </Center>
    </RoutePage>
  );
}
