import { agentCategories } from '#common/agents';
import { type Agent, agents as catalogue } from '#web/content/agents.ts';
import { WhitelistLink } from '#web/components/WhitelistLink/WhitelistLink.tsx';
import { AgentCard } from './AgentCard';
import {
  CATEGORY_ALL,
  type Choice,
  categoryCounts,
  statusMessage,
} from '#common/agent-filter-rules';
import classes from './AgentGrid.module.css';

type Props = {
  /** The filter state to render: All on /ai-agents, a category on its own page (#common/category-urls). */
  choice?: Choice;
  agents?: readonly Agent[];
  categories?: readonly string[];
};

const ALL: Choice = { category: CATEGORY_ALL, unknown: null };

/**
 * The marketplace: a category filter and the agent cards. The filter is a plain GET form whose
 * chips are submit buttons, so it is a real control without JavaScript, and each category's page
 * is pre-rendered filtered (#common/category-urls); agent-filter.ts filters the cards in place,
 * applies `?category=` and keeps the choice in the URL.
 */
export function AgentGrid({
  choice = ALL,
  agents = catalogue,
  categories = agentCategories,
}: Props) {
  const shows = (agent: Agent) =>
    choice.category === CATEGORY_ALL || agent.category === choice.category;
  const message = statusMessage(choice, agents.filter(shows).length, agents.length);
  return (
    <div data-agent-grid>
      <div className={classes.toolbar}>
        <form method="get" action="/ai-agents" className={classes.filter} data-agent-filter>
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>Category</legend>
            <div className={classes.chips}>
              {categoryCounts(categories, agents).map(({ category, count }) => (
                <button
                  key={category}
                  type="submit"
                  className={classes.chip}
                  {...(category === CATEGORY_ALL ? {} : { name: 'category', value: category })}
                  data-category-choice={category}
                  aria-pressed={category === choice.category}
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
      <p role="status" className={classes.status} data-agent-status hidden={message === ''}>
        {message}
      </p>
      <ul className={classes.grid} aria-label="Connector agents">
        {agents.map((agent) => (
          <AgentCard key={agent.slug} agent={agent} hidden={!shows(agent)} />
        ))}
      </ul>
    </div>
  );
}
