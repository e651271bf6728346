import { Group, Stack, Text, Title } from '@mantine/core';
import type { Agent } from '../../content/agents';
import { SignInSection } from '../auth/SignInSection';
import { AgentIcon } from './AgentIcon';
import classes from './AgentLanding.module.css';
import { WhitelistLink } from '../auth/WhitelistLink';

/** An agent's landing page body: what it does, what access it asks for, and the sign-in card. */
export function AgentLanding({ agent }: { agent: Agent }) {
  return (
    <div className={classes.layout}>
      <Stack gap="md">
        <Group gap="sm">
          <AgentIcon icon={agent.icon} size={32} />
          <Text fw={600}>
            {agent.name} · {agent.category}
          </Text>
        </Group>
        <Title order={2} size="h3">
          What it asks for
        </Title>
        <Text>{agent.authDescription}</Text>
        {agent.showWhitelistLink ? (
          <WhitelistLink>Some connectors read Google data that needs review first.</WhitelistLink>
        ) : null}
      </Stack>
      <SignInSection
        variant="agent"
        target={{ kind: 'agent', appConnectorKey: agent.appConnectorKey }}
        heading={`Sign in to Testbeam to connect ${agent.name}`}
      />
    </div>
  );
}
