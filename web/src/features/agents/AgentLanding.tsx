import { IconChip } from '../../components/IconChip/IconChip';
import { PointList } from '../../components/PointList/PointList';
import { type Agent, connectSteps } from '../../content/agents';
import { SignInSection } from '../auth/SignInSection';
import { AgentBadge } from './AgentBadge';
import { AgentIcon } from './AgentIcon';
import classes from './AgentLanding.module.css';
import { AgentPreview } from './AgentPreview';
import { ConnectSteps } from './ConnectSteps';

/**
 * An agent's landing page body, under the page intro: the agent as its marketplace card shows it,
 * the sign-in card (beside everything on a desktop, straight after the intro on a phone), then
 * what it collects, the access it asks for and the steps of connecting it.
 */
export function AgentLanding({ agent }: { agent: Agent }) {
  const id = (part: string) => `agent-${part}`;
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

      <div className={classes.signIn}>
        <SignInSection
          variant="agent"
          target={{ kind: 'agent', appConnectorKey: agent.appConnectorKey }}
          heading={`Sign in to Testbeam to connect ${agent.name}`}
          showWhitelistLink={agent.showWhitelistLink}
        />
      </div>

      <div className={classes.details}>
        <section aria-labelledby={id('collects')} className={classes.block}>
          <div className={classes.heading}>
            <IconChip icon="explorer" />
            <h2 id={id('collects')} className={classes.title}>
              What it collects
            </h2>
          </div>
          <AgentPreview preview={agent.collects} />
        </section>

        <section aria-labelledby={id('access')} className={classes.block}>
          <div className={classes.heading}>
            <IconChip icon="security" />
            <h2 id={id('access')} className={classes.title}>
              Access it asks for
            </h2>
          </div>
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
        </section>

        <section aria-labelledby={id('steps')} className={classes.block}>
          <div className={classes.heading}>
            <IconChip icon="workflow" />
            <h2 id={id('steps')} className={classes.title}>
              How connecting works
            </h2>
          </div>
          <ConnectSteps steps={connectSteps(agent)} />
        </section>
      </div>
    </div>
  );
}
