import { Stack, Text, Title } from '@mantine/core';
import { Button } from '../Button/Button';
import { Container } from '../Container/Container';

/**
 * The not-found page of SPEC.md section 2. One pre-rendered file answers every unknown path;
 * web/src/client/not-found.ts logs the attempted path to the console, as SPEC.md section 8 asks.
 */
export function NotFound() {
  return (
    <Container data-not-found>
      <Stack align="center" gap="md" ta="center" py={80}>
        <Title order={1} fz={72} lh={1}>
          404
        </Title>
        <Text size="xl">Oops! Page not found</Text>
        <Button href="/" variant="outline" size="lg">
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
