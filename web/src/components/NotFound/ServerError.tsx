import { Stack, Text, Title } from '@mantine/core';
import { Button } from '#web/components/Button/Button.tsx';
import { Container } from '#web/components/Container/Container.tsx';

/** Shown if rendering a page fails in the browser; pre-rendered pages never reach it. */
export function ServerError() {
  return (
    <Container>
      <Stack align="center" gap="md" ta="center" py={80}>
        <Title order={1}>Something went wrong</Title>
        <Text size="lg">Please reload the page or try again in a moment.</Text>
        <Button href="/" variant="hero">
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
