import { Text } from '@mantine/core';
import { agentCategories, agents } from '../../content/agents';
import { AgentCard } from './AgentCard';
import { CATEGORY_ALL } from './agent-filter';
import classes from './AgentGrid.module.css';
import { WhitelistLink } from '../auth/WhitelistLink';

/**
 * The marketplace: a category filter and the agent cards. Without JavaScript every card shows;
 * agent-filter.ts applies `?category=` and keeps the choice in the URL.
 */
export function AgentGrid() {
  return (
    <div data-agent-grid>
      <div className={classes.toolbar}>
        <div>
          <label htmlFor="agent-category" className={classes.label}>
            Category
          </label>
          <select id="agent-category" name="category" className={classes.select} data-agent-filter>
            {[CATEGORY_ALL, ...agentCategories].map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <WhitelistLink>Need a connector that reads Google data?</WhitelistLink>
      </div>
      <Text role="status" data-agent-empty hidden>
        No agents found.
      </Text>
      <ul className={classes.grid} aria-label="Connector agents">
        {agents.map((agent) => (
          <AgentCard key={agent.slug} agent={agent} />
        ))}
      </ul>
    </div>
  );
}
