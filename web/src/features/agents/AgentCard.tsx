import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Paper.css';
import { Badge, Card, Group, Text } from '@mantine/core';
import type { Agent } from '../../content/agents';
import { WHITELIST_BADGE } from '../../content/agents';
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
          <Text size="sm" c="dimmed">
            {agent.category}
          </Text>
        </div>
      </Group>
      <Text size="sm" mt="sm" className={classes.description}>
        {agent.description}
      </Text>
      <Badge
        mt="md"
        variant="light"
        color={agent.badge === WHITELIST_BADGE ? 'orange' : 'brand'}
        className={agent.badge === WHITELIST_BADGE ? classes.whitelistBadge : undefined}
        component="span"
      >
        {agent.badge}
      </Badge>
    </Card>
  );
}
