import { IconCheck, IconHandStop, IconLoader2 } from '@tabler/icons-react';
import { agenticPreview } from '#web/content/agentic-preview.ts';
import classes from './PlanPreview.module.css';

const stateIcon = { done: IconCheck, running: IconLoader2, approval: IconHandStop } as const;
const stateLabel = { done: 'Done', running: 'Running', approval: 'Awaiting approval' } as const;

/** A drawn (HTML) agent plan: the goal, then each planned call with its state. */
export function PlanPreview() {
  return (
    <figure className={classes.plan} aria-label={agenticPreview.label}>
      <p className={classes.goalLabel}>Goal</p>
      <p className={classes.goal}>{agenticPreview.goal}</p>
      <ol className={classes.steps}>
        {agenticPreview.steps.map((step) => {
          const Icon = stateIcon[step.state];
          return (
            <li key={step.call} className={classes.step} data-state={step.state}>
              <span className={classes.state} title={stateLabel[step.state]}>
                <Icon size={14} stroke={2.25} aria-hidden="true" />
                <span className={classes.srOnly}>{stateLabel[step.state]}</span>
              </span>
              <code className={classes.call}>{step.call}</code>
              <span className={classes.note}>{step.note}</span>
            </li>
          );
        })}
      </ol>
      <figcaption className={classes.caption}>An illustration of a planned run</figcaption>
    </figure>
  );
}
