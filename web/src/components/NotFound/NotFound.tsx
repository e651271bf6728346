import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { usePageContext } from 'vike-react/usePageContext';

/** The not-found page of SPEC.md section 2; the attempted path is logged to the console too. */
export function NotFound() {
  const { urlPathname } = usePageContext();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', urlPathname);
  }, [urlPathname]);

  return (
    <Container size="sm" py={80}>
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
