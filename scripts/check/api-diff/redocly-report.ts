// The shape of what `redocly diff --format json` reports about one comparison: every changed
// node with its impact (major, minor, patch) and, where a diff rule judged it, the rule's verdict
// with a message and a source location. Checked with zod so a Redocly upgrade that moves a field
// (the command is experimental) fails loudly instead of passing with nothing found.
import { z } from 'zod';
import { ApiDiffError } from './api-diff-error';

export const IMPACTS = ['major', 'minor', 'patch'] as const;
const impact = z.enum(IMPACTS);

const location = z.object({
  file: z.string().optional(),
  pointer: z.string(),
  line: z.number().optional(),
  col: z.number().optional(),
});

const verdict = z.object({
  ruleId: z.string(),
  impact,
  message: z.string(),
  location: location.optional(),
});

const change = z.object({
  /** Where in the document the change is, through the operation that uses it. */
  path: z.string(),
  kind: z.enum(['added', 'removed', 'modified']),
  impact,
  /** For `modified`: which keyword of the node changed (`required`, `pattern`, `summary`). */
  property: z.string().optional(),
  verdicts: z.array(verdict),
  base: location.optional(),
  revision: location.optional(),
});

const report = z.object({
  summary: z.object({ major: z.number(), minor: z.number(), patch: z.number() }),
  changes: z.array(change),
});

export type Impact = z.infer<typeof impact>;
export type RedoclyChange = z.infer<typeof change>;
export type RedoclyReport = z.infer<typeof report>;

/** One diff rule's verdict on one change, as the check prints it. */
export type RuleResult = {
  /** The rule's id, e.g. `property-removed`. */
  name: string;
  /** The operation and the place in it, then the line of openapi.yaml (base's when removed). */
  where: string;
  error: string;
  impact: Impact;
};

/** Reads Redocly's JSON report; throws when it is not the shape the check reads. */
export function parseReport(json: unknown): RedoclyReport {
  const parsed = report.safeParse(json);
  if (!parsed.success) {
    throw new ApiDiffError(
      `redocly diff's JSON report is not in the shape this check reads (a new Redocly?):\n${z.prettifyError(parsed.error)}`,
    );
  }
  const counted = IMPACTS.map((level) => parsed.data.changes.filter((c) => c.impact === level));
  if (IMPACTS.some((level, i) => counted[i]?.length !== parsed.data.summary[level])) {
    throw new ApiDiffError(`redocly diff's summary does not count the changes it lists`);
  }
  return parsed.data;
}
