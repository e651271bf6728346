/** A block of text that scrolls in its own region, reachable by keyboard. */
export function Block({ label, text, testId }: { label: string; text: string; testId?: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <pre className="console-pre" role="region" aria-label={label} tabIndex={0} data-testid={testId}>
      {text}
    </pre>
  );
}
