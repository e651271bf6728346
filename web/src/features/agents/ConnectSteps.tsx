import type { AgentStep } from '#web/content/agents.ts';
import classes from './ConnectSteps.module.css';

/** Sign in, authorize, data arrives: the three steps of connecting an agent, numbered. */
export function ConnectSteps({ steps }: { steps: readonly AgentStep[] }) {
  return (
    <ol className={classes.steps}>
      {steps.map((step) => (
        <li key={step.title} className={classes.step}>
          <h3 className={classes.title}>{step.title}</h3>
          <p className={classes.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
