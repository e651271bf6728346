import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { RouteEntry } from '../../config/routes';
import { Breadcrumbs } from '../Breadcrumbs/Breadcrumbs';

type Props = { route: RouteEntry; children?: ReactNode };

/** The top of every page: breadcrumbs where SPEC names them, the `<h1>` and the lede. */
export function PageIntro({ route, children }: Props) {
  return (
    <Container size="lg" py="xl">
      <Stack gap="md">
        {route.breadcrumbs ? <Breadcrumbs items={route.breadcrumbs} /> : null}
        <Title order={1}>{route.heading}</Title>
        <Text size="lg" c="dimmed" maw={720}>
          {route.description}
        </Text>
        {children}
      </Stack>
    </Container>
  );
}
