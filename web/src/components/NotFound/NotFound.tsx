import { Button, Container, Stack, Text, Title } from '@mantine/core';

/**
 * The not-found page of SPEC.md section 2. One pre-rendered file answers every unknown path;
 * web/src/client/not-found.ts logs the attempted path to the console, as SPEC.md section 8 asks.
 */
export function NotFound() {
  return (
    <Container size="sm" py={80} data-not-found>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={72} lh={1}>
          404
        </Title>
        <Text size="xl">Oops! Page not found</Text>
        <Button component="a" href="/" size="md">
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
