import { Center, List, Text } from '@mantine/core';
import '@mantine/core/styles/List.css';
import { RoutePage } from '../../src/components/RoutePage/RoutePage';
import { WhitelistForm } from '../../src/features/auth/WhitelistForm';
import { Island } from '../../src/islands/Island';

export default function Page() {
  return (
    <RoutePage>
      <Text>Whitelisting your email gives you:</Text>
      <List spacing="xs">
        <List.Item>
          email notifications about your scheduled workflows and connector runs;
        </List.Item>
        <List.Item>
          access to the connectors whose Google APIs and MCP servers need a support review first
          (Gmail, Drive, Docs, Calendar, Contacts, Tasks, Analytics, Search Console and YouTube
          Analytics).
        </List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Our support team reviews each request and writes back to the address you give.
      </Text>
      <Center mt="md">
        <Island name="whitelist" component={WhitelistForm} props={{}} />
      </Center>
    </RoutePage>
  );
}
