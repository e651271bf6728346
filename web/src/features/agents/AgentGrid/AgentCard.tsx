import { Card, Text } from '@mantine/core';
import type { Agent } from '#web/content/agents.ts';
import { AgentBadge } from '#web/features/agents/AgentBadge.tsx';
import { AgentIcon } from '#web/features/agents/AgentIcon.tsx';
import classes from './AgentGrid.module.css';

/**
 * The name as two unbreakable parts, "Google" and "Search Console": when a narrow card must wrap
 * it, the line breaks after the vendor, never inside the product's name.
 */
function Name({ name }: { name: string }) {
  const [first = name, ...rest] = name.split(' ');
  return (
    <>
      <span className={classes.nowrap}>{first}</span>
      {rest.length > 0 ? (
        <>
          {' '}
          <span className={classes.nowrap}>{rest.join(' ')}</span>
        </>
      ) : null}
    </>
  );
}

/** One marketplace card; the whole card is the link to the agent's page. */
export function AgentCard({ agent, hidden = false }: { agent: Agent; hidden?: boolean }) {
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding="lg"
      className={classes.card}
      data-category={agent.category}
      hidden={hidden}
    >
      <div className={classes.cardHead}>
        <AgentIcon icon={agent.icon} />
        <AgentBadge agent={agent} />
      </div>
      <a href={agent.route} className={classes.link}>
        <span className={classes.name}>
          <Name name={agent.name} />
        </span>
      </a>
      <Text size="sm" c="dimmed" data-agent-category>
        {agent.category}
      </Text>
      <Text size="sm" mt="sm" className={classes.description}>
        {agent.description}
      </Text>
    </Card>
  );
}
