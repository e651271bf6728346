import type { ReactNode } from 'react';
import { IconChip } from '#web/components/IconChip/IconChip.tsx';
import { PointList } from '#web/components/PointList/PointList.tsx';
import { type Agent, connectSteps } from '#web/content/agents.ts';
import type { CardIcon } from '#web/content/home.ts';
import { AgentBadge } from './AgentBadge';
import { AgentIcon } from './AgentIcon';
import classes from './AgentLanding.module.css';
import { AgentPreview } from './AgentPreview';
import { ConnectSteps } from './ConnectSteps';

/**
 * An agent's landing page body, under the page intro: the agent as its marketplace card shows it,
 * the sign-in card (beside everything on a desktop, straight after the intro on a phone), then
 * what it collects, the access it asks for and the steps of connecting it. `signIn` is the
 * sign-in island with the agent's words (`agentSignIn`), which the page places.
 */
export function AgentLanding({ agent, signIn }: { agent: Agent; signIn: ReactNode }) {
  return (
    <div className={classes.layout}>
      <div className={classes.identity}>
        <AgentIcon icon={agent.icon} size={32} />
        <div className={classes.name}>
          <p className={classes.nameText}>{agent.name}</p>
          <p className={classes.category} data-agent-category>
            {agent.category}
          </p>
        </div>
        <AgentBadge agent={agent} />
      </div>

      <div className={classes.signIn}>{signIn}</div>

      <div className={classes.details}>
        <Detail id="agent-collects" icon="explorer" title="What it collects">
          <AgentPreview preview={agent.collects} />
        </Detail>
        <Detail id="agent-access" icon="security" title="Access it asks for">
          <p className={classes.text}>{agent.authDescription}</p>
          {agent.permissions.length > 0 ? (
            <PointList
              label={`Permissions ${agent.name} asks for`}
              points={agent.permissions.map((permission) => ({
                title: permission.name,
                text: permission.grants,
              }))}
            />
          ) : null}
        </Detail>
        <Detail id="agent-steps" icon="workflow" title="How connecting works">
          <ConnectSteps steps={connectSteps(agent)} />
        </Detail>
      </div>
    </div>
  );
}

type DetailProps = { id: string; icon: CardIcon; title: string; children: ReactNode };

/** One part of the explanation: a titled section with its icon. */
function Detail({ id, icon, title, children }: DetailProps) {
  return (
    <section aria-labelledby={id} className={classes.block}>
      <div className={classes.heading}>
        <IconChip icon={icon} />
        <h2 id={id} className={classes.title}>
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
