// Contract coverage: which documented answers (operation, status) and which x-behaviour rules a
// party met. One row shape for the three parties that meet openapi.yaml: the backend under a
// conformance run (`--coverage FILE`), the site's browser tests against the mock (written after
// `npm test`'s browser suites) and the live traffic through the validating proxy (`verdict`).
// `report` joins the three files. A row says whether the pair was produced and, apart from that,
// whether the checks that ran on it held: seen is not met.

import { z } from 'zod';
import type { Contract } from './contract-document';
import type { ContractStamp } from './toolkit';

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
  /**
   * true: at least one check ran on an answer with this status and every one passed; false: one
   * failed (named in `failed`); null: not produced, or produced with no check on it.
   */
  held: boolean | null;
  /** The checks that failed on it, when `held` is false. */
  failed?: string[];
}

/** One x-behaviour rule, by its dotted path in openapi.yaml ("code.singleUse"). */
export interface RuleRow {
  rule: string;
  exercised: boolean;
  checked: string[];
  /** As for an answer: every check of the rule that ran passed (true), one failed (false), none ran (null). */
  held: boolean | null;
  failed?: string[];
}

export type CoverageRow = AnswerRow | RuleRow;

export const isAnswerRow = (row: CoverageRow): row is AnswerRow => 'operation' in row;

/** Every documented (operation, status) pair, in openapi.yaml's order. */
export function documentedAnswers(
  contract: Pick<Contract, 'operations'>,
): { operation: string; status: string }[] {
  return contract.operations.flatMap((op) =>
    [...op.responses.keys()].map((status) => ({
      operation: op.operationId,
      status: String(status),
    })),
  );
}

/** Every x-behaviour rule: each leaf of the object as a dotted path, in the file's order. */
export function behaviourRules(contract: Pick<Contract, 'behaviourDocument'>): string[] {
  const leaves = (value: unknown, path: string): string[] =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
      ? Object.entries(value).flatMap(([key, child]) =>
          leaves(child, path === '' ? key : `${path}.${key}`),
        )
      : [path];
  return leaves(contract.behaviourDocument, '');
}

const answerRowSchema = z.object({
  operation: z.string(),
  status: z.string().regex(/^[1-5]\d\d$/),
  produced: z.boolean(),
  checked: z.array(z.string()),
  count: z.number().int().nonnegative().optional(),
  forced: z.number().int().nonnegative().optional(),
  held: z.boolean().nullable(),
  failed: z.array(z.string()).optional(),
});
const ruleRowSchema = z.object({
  rule: z.string(),
  exercised: z.boolean(),
  checked: z.array(z.string()),
  held: z.boolean().nullable(),
  failed: z.array(z.string()).optional(),
});

/** A coverage file: who wrote it, against which contract, and the rows. */
export const coverageSchema = z.object({
  toolkit: z.string(),
  contract: z.object({ version: z.string(), hash: z.string() }),
  rows: z.array(z.union([answerRowSchema, ruleRowSchema])),
});

export type CoverageFile = z.output<typeof coverageSchema>;

/** The coverage file's JSON Schema (shipped as coverage.schema.json), from the schema above. */
export const coverageJsonSchema = () => ({
  ...z.toJSONSchema(coverageSchema, { target: 'draft-2020-12' }),
  title: 'Contract coverage (@testbeam/contract)',
});

/** The file `--coverage` writes. */
export const coverageFile = (
  toolkit: string,
  contract: ContractStamp,
  rows: CoverageRow[],
): CoverageFile => ({ toolkit, contract, rows });

/** Reads a coverage file's text; throws with the first problem's place. */
export function parseCoverage(text: string): CoverageFile {
  const parsed = coverageSchema.safeParse(JSON.parse(text));
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`coverage [${issue?.path.join('.') ?? ''}]: ${issue?.message ?? 'invalid'}`);
}

/** `held` from the checks that ran and those of them that failed. */
export const heldOf = (checked: readonly string[], failed: readonly string[]): boolean | null =>
  checked.length === 0 ? null : failed.length === 0;

/**
 * A coverage list with a row for every documented pair and rule: `met` says which pairs were
 * produced (with counts and checks), `exercised` which rules; everything else is a row that says
 * `false`, so a missing pair can never hide.
 */
export function coverageRows(
  contract: Pick<Contract, 'operations' | 'behaviourDocument'>,
  met: ReadonlyMap<string, Omit<AnswerRow, 'operation' | 'status' | 'produced' | 'held'>>,
  exercised: ReadonlyMap<string, { checked: string[]; failed: string[] }>,
): CoverageRow[] {
  const answers = documentedAnswers(contract).map(({ operation, status }): AnswerRow => {
    const seen = met.get(answerKey(operation, status));
    const { checked = [], failed = [], ...counts } = seen ?? {};
    return {
      operation,
      status,
      produced: seen !== undefined,
      checked,
      ...counts,
      held: seen === undefined ? null : heldOf(checked, failed),
      ...(failed.length > 0 ? { failed } : {}),
    };
  });
  const rules = behaviourRules(contract).map((rule): RuleRow => {
    const ran = exercised.get(rule);
    const failed = ran?.failed ?? [];
    return {
      rule,
      exercised: ran !== undefined,
      checked: ran?.checked ?? [],
      held: heldOf(ran?.checked ?? [], failed),
      ...(failed.length > 0 ? { failed } : {}),
    };
  });
  return [...answers, ...rules];
}

/** How a row stands in a report: met (produced and held), broken, seen but unchecked, not produced. */
export type RowState = 'met' | 'broken' | 'unchecked' | 'not produced';

export function stateOfRow(row: CoverageRow): RowState {
  const produced = isAnswerRow(row) ? row.produced : row.exercised;
  if (!produced) return 'not produced';
  if (row.held === null) return 'unchecked';
  return row.held ? 'met' : 'broken';
}

/** The key `met` uses: "sendCode 429". */
export const answerKey = (operation: string, status: string | number): string =>
  `${operation} ${String(status)}`;
