import { agentCategories, agents } from '../../content/agents';
import { WhitelistLink } from '../auth/WhitelistLink';
import { AgentCard } from './AgentCard';
import { CATEGORY_ALL, categoryCounts } from './agent-filter';
import classes from './AgentGrid.module.css';

/**
 * The marketplace: a category filter and the agent cards. The filter is a plain GET form whose
 * chips are submit buttons, so it is a real control without JavaScript; agent-filter.ts filters
 * the cards in place, applies `?category=` and keeps the choice in the URL.
 */
export function AgentGrid() {
  return (
    <div data-agent-grid>
      <div className={classes.toolbar}>
        <form method="get" action="/ai-agents" className={classes.filter} data-agent-filter>
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>Category</legend>
            <div className={classes.chips}>
              {categoryCounts(agentCategories, agents).map(({ category, count }) => (
                <button
                  key={category}
                  type="submit"
                  className={classes.chip}
                  {...(category === CATEGORY_ALL ? {} : { name: 'category', value: category })}
                  data-category-choice={category}
                  aria-pressed={category === CATEGORY_ALL}
                >
                  {category}{' '}
                  <span className={classes.count}>
                    {count}
                    <span className={classes.visuallyHidden}> agents</span>
                  </span>
                </button>
              ))}
            </div>
          </fieldset>
        </form>
        <WhitelistLink>Need a connector that reads Google data?</WhitelistLink>
      </div>
      <p role="status" className={classes.status} data-agent-status hidden />
      <ul className={classes.grid} aria-label="Connector agents">
        {agents.map((agent) => (
          <AgentCard key={agent.slug} agent={agent} />
        ))}
      </ul>
    </div>
  );
}
