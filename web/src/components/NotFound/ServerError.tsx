import { Button, Container, Stack, Text, Title } from '@mantine/core';

/** Shown if rendering a page fails in the browser; pre-rendered pages never reach it. */
export function ServerError() {
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text size="lg">Please reload the page or try again in a moment.</Text>
        <Button component="a" href="/">
          Return to Home
        </Button>
      </Stack>
    </Container>
  );
}
