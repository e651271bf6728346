import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import { Card, Group, Text } from '@mantine/core';
import type { Agent } from '../../content/agents';
import { AgentBadge } from './AgentBadge';
import { AgentIcon } from './AgentIcon';
import classes from './AgentGrid.module.css';

/** One marketplace card; the whole card is the link to the agent's page. */
export function AgentCard({ agent }: { agent: Agent }) {
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="lg"
      className={classes.card}
      data-category={agent.category}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <AgentIcon icon={agent.icon} />
        <div>
          <a href={agent.route} className={classes.link}>
            <Text component="span" fw={700} size="lg">
              {agent.name}
            </Text>
          </a>
          <Text size="sm" c="dimmed" data-agent-category>
            {agent.category}
          </Text>
        </div>
      </Group>
      <Text size="sm" mt="sm" className={classes.description}>
        {agent.description}
      </Text>
      <AgentBadge agent={agent} mt="md" />
    </Card>
  );
}
