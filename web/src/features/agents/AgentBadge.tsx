import { Badge } from '@mantine/core';
import { type Agent, WHITELIST_BADGE } from '#web/content/agents.ts';
import classes from './AgentBadge.module.css';

/**
 * An agent's badge ("Whitelist required", "Free API", ...), the same on its marketplace card and
 * on its page; `data-agent-badge` lets the tests compare the two.
 */
export function AgentBadge({ agent, mt }: { agent: Pick<Agent, 'badge'>; mt?: 'md' }) {
  const whitelist = agent.badge === WHITELIST_BADGE;
  return (
    <Badge
      mt={mt}
      variant="light"
      color={whitelist ? 'orange' : 'brand'}
      className={whitelist ? classes.whitelist : undefined}
      component="span"
      data-agent-badge
    >
      {agent.badge}
    </Badge>
  );
}
