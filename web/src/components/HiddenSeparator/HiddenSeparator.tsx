import classes from './HiddenSeparator.module.css';

type Props = { text?: string; className?: string };

/**
 * Punctuation only screen readers get, between two parts of one accessible name: a product and
 * its badge ("Agentic Workflow, Coming Soon"), the 404 and its message. Without it the parts run
 * together wherever a name is read from the text ("Agentic WorkflowComing Soon").
 *
 * Put it inline, in the same element as the text before it: Chrome adds a space before a
 * separator that is a flex item or absolutely positioned ("Agentic Workflow , Coming Soon").
 */
export function HiddenSeparator({ text = ', ', className }: Props) {
  return (
    <span className={className ? `${classes.separator} ${className}` : classes.separator}>
      {text}
    </span>
  );
}
