import { Badge } from '@mantine/core';
import { forwarded, violationsLabel } from '../../entry-display';
import { hasViolations } from '../../filters';
import type { JournalEntry } from '../../types';

/** Contract violations: white on red 9 passes WCAG AA in both themes. */
const violationTone = 'red.9';

/** A row's contract: a red "2 violations", a ✓ when the proxy found nothing, else nothing. */
export function ContractCell({ entry }: { entry: JournalEntry }) {
  if (hasViolations(entry)) {
    return (
      <Badge color={violationTone} variant="filled" tt="none" className="console-badge-whole">
        {violationsLabel(entry.violations.length)}
      </Badge>
    );
  }
  if (!forwarded(entry)) return null;
  return (
    <span data-contract="ok">
      <span aria-hidden>✓</span>
      <span className="console-visually-hidden">Conforms to openapi.yaml</span>
    </span>
  );
}
