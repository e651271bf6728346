// Contract coverage: which documented answers (operation, status) and which x-behaviour rules a
// party met. One row shape for the three parties that meet openapi.yaml: the backend under a
// conformance run (`--coverage FILE`), the site's browser tests against the mock (written after
// `npm test`'s browser suites) and the live traffic through the validating proxy
// (`contract:verdict`). `contract:report` joins the three files.

import { z } from 'zod';
import { behaviourDocument, operations } from './contract-document';

/** Who met the contract: the backend in a run, the site in its tests, the live traffic. */
export type CoverageSource = 'backend' | 'site' | 'live';

/** One documented (operation, status) pair. */
export interface AnswerRow {
  operation: string;
  /** The status code as openapi.yaml spells it ("200", "429"). */
  status: string;
  produced: boolean;
  /** The checks (runner) or tests (site) that saw it; empty when none did. */
  checked: string[];
  /** How many answers had it, where the source counts them. */
  count?: number;
  /** Of those, how many were forced (a scenario or `Prefer`), not produced by the behaviour itself. */
  forced?: number;
}

/** One x-behaviour rule, by its dotted path in openapi.yaml ("code.singleUse"). */
export interface RuleRow {
  rule: string;
  exercised: boolean;
  checked: string[];
}

export type CoverageRow = AnswerRow | RuleRow;

export const isAnswerRow = (row: CoverageRow): row is AnswerRow => 'operation' in row;

/** Every documented (operation, status) pair, in openapi.yaml's order. */
export function documentedAnswers(): { operation: string; status: string }[] {
  return operations.flatMap((op) =>
    [...op.responses.keys()].map((status) => ({
      operation: op.operationId,
      status: String(status),
    })),
  );
}

/** Every x-behaviour rule: each leaf of the object as a dotted path, in the file's order. */
export function behaviourRules(): string[] {
  const leaves = (value: unknown, path: string): string[] =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value).flatMap(([key, child]) =>
          leaves(child, path === '' ? key : `${path}.${key}`),
        )
      : [path];
  return leaves(behaviourDocument, '');
}

const answerRowSchema = z.object({
  operation: z.string(),
  status: z.string().regex(/^[1-5]\d\d$/),
  produced: z.boolean(),
  checked: z.array(z.string()),
  count: z.number().int().nonnegative().optional(),
  forced: z.number().int().nonnegative().optional(),
});
const ruleRowSchema = z.object({
  rule: z.string(),
  exercised: z.boolean(),
  checked: z.array(z.string()),
});

export const coverageSchema = z.array(z.union([answerRowSchema, ruleRowSchema]));

/** Reads a coverage file's text; throws with the first problem's place. */
export function parseCoverage(text: string): CoverageRow[] {
  const parsed = coverageSchema.safeParse(JSON.parse(text));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`coverage [${issue?.path.join('.') ?? ''}]: ${issue?.message ?? 'invalid'}`);
}

/**
 * A coverage list with a row for every documented pair and rule: `met` says which pairs were
 * produced (with counts and checks), `exercised` which rules; everything else is a row that says
 * `false`, so a missing pair can never hide.
 */
export function coverageRows(
  met: ReadonlyMap<string, Omit<AnswerRow, 'operation' | 'status' | 'produced'>>,
  exercised: ReadonlyMap<string, string[]>,
): CoverageRow[] {
  const answers = documentedAnswers().map(({ operation, status }): AnswerRow => {
    const seen = met.get(answerKey(operation, status));
    return { operation, status, produced: seen !== undefined, checked: [], ...seen };
  });
  const rules = behaviourRules().map((rule): RuleRow => ({
    rule,
    exercised: exercised.has(rule),
    checked: exercised.get(rule) ?? [],
  }));
  return [...answers, ...rules];
}

/** The key `met` uses: "sendCode 429". */
export const answerKey = (operation: string, status: string | number): string =>
  `${operation} ${String(status)}`;
