// The shape of what `optic diff --check` records about one comparison. Optic's `--json` output
// is only the changelog (no check results at all), so the check reads the file Optic writes for
// `optic ci comment` when CI is set, ci-run-details.json: the grouped changes with each rule
// result attached to the node it judged, and the flat list of results. Checked with zod so an
// Optic upgrade that moves a field fails loudly instead of passing with nothing found.
import { z } from 'zod';
import { ApiDiffError } from './api-diff-error';

/** One rule's verdict. Severity is Optic's number: 0 info, 1 warn, 2 error. */
const ruleResult = z.object({
  name: z.string(),
  where: z.string(),
  error: z.string().optional(),
  passed: z.boolean(),
  exempted: z.boolean().optional(),
  severity: z.number(),
});

const diff = z.object({
  trail: z.string(),
  change: z.enum(['added', 'removed', 'changed']),
});

const node = z.object({ diffs: z.array(diff), rules: z.array(ruleResult) });
const nodes = z.record(z.string(), node);
const body = z.object({ fields: nodes, examples: node });
const bodies = z.record(z.string(), body);

const endpoint = node.extend({
  method: z.string(),
  path: z.string(),
  queryParameters: nodes,
  pathParameters: nodes,
  cookieParameters: nodes,
  headerParameters: nodes,
  request: node.extend({ contents: bodies }),
  responses: z.record(z.string(), node.extend({ headers: nodes, contents: bodies })),
});

const groupedDiffs = z.object({
  endpoints: z.record(z.string(), endpoint),
  specification: node,
  unmatched: node.optional(),
});

const ciRunDetails = z.object({
  completed: z.array(
    z.object({
      warnings: z.array(z.string()),
      comparison: z.object({ groupedDiffs, results: z.array(ruleResult) }),
    }),
  ),
  failed: z.array(z.object({ apiName: z.string(), error: z.unknown() })),
  noop: z.array(z.unknown()),
});

export type RuleResult = z.infer<typeof ruleResult>;
export type DiffNode = z.infer<typeof node>;
export type Body = z.infer<typeof body>;
export type Endpoint = z.infer<typeof endpoint>;
export type GroupedDiffs = z.infer<typeof groupedDiffs>;

/** One comparison: the grouped changes (none when Optic found no change) and every result. */
export type OpticComparison = {
  groupedDiffs: GroupedDiffs | undefined;
  results: RuleResult[];
  warnings: string[];
};

/** Reads ci-run-details.json for the one comparison the check ran; throws when it is not that. */
export function parseCiRunDetails(json: unknown): OpticComparison {
  const parsed = ciRunDetails.safeParse(json);
  if (!parsed.success) {
    throw new ApiDiffError(
      `Optic's ci-run-details.json is not in the shape this check reads (a new Optic?):\n${z.prettifyError(parsed.error)}`,
    );
  }
  const details = parsed.data;
  const failed = details.failed[0];
  if (failed) throw new ApiDiffError(`Optic could not compare the files: ${String(failed.error)}`);
  const completed = details.completed[0];
  if (!completed) return { groupedDiffs: undefined, results: [], warnings: [] };
  return {
    groupedDiffs: completed.comparison.groupedDiffs,
    results: completed.comparison.results,
    warnings: completed.warnings,
  };
}
