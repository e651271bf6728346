// What a run takes and gives back, apart from the code that runs it: run.ts and stateful-run.ts
// both need these shapes, and neither imports the other for them.

import type { CaseKind } from './cases';
import type { CheckName, Verdict } from './checks';
import type { Contract, Operation } from './contract-document';
import type { Inbox } from './inbox';
import type { Request } from './sender';

export interface Finding extends Verdict {
  label: string;
  request: Request;
  status?: number;
  /** The kind of case that drew the answer (none for a verdict over several answers). */
  kind?: CaseKind;
}

export interface OperationResult {
  op: Operation;
  /** The checks of this operation the run judges (checksOf, less those --only/--skip leave out). */
  checks: CheckName[];
  findings: Finding[];
  /** Why a check has no finding (no inbox, budget used up, rate limited, ...). */
  skipped: Map<CheckName, string>;
}

/** One answer the run heard: its status, and the checks that judged it. */
export interface HeardAnswer {
  operation: string;
  status: number;
  checks: CheckName[];
  /** Of the per-answer checks, those that failed on this answer. */
  failed: CheckName[];
  /** It carried X-RateLimit-* (rate_limit_headers judged it with the operation's others). */
  limited: boolean;
}

export interface RunResult {
  /** The contract the target was held to. */
  contract: Contract;
  target: string;
  seed: number;
  operations: OperationResult[];
  sent: number;
  /** Requests answered with something other than a 429. */
  answered: number;
  /** Requests that got only 429s. */
  rateLimited: number;
  /** Every answer, in order (the coverage: which documented answers the target produced). */
  heard: HeardAnswer[];
  /** Set on a dry run: what would have been sent. */
  planned?: Request[];
}

export interface RunOptions {
  /** The contract to hold the target to (`loadContract`). */
  contract: Contract;
  target: string;
  maxRequests: number;
  emailDomain: string;
  dryRun: boolean;
  seed: number;
  positive: number;
  negative: number;
  maxWait: number;
  timeout: number;
  headers: Record<string, string>;
  inbox?: Inbox;
  /** Opt-in: wait a code's lifetime (code_lifetime). */
  slow?: boolean;
  /** Opt-in: use up getGoogleLoginUrl's rate-limit window (rate_limit_exhaustion). */
  spendRateLimit?: boolean;
  /** Opt-in: send the contact form a token no bot check issued (bot_check_unknown_token). */
  unknownBotToken?: boolean;
  /** The checks to judge; all when absent (`--only`, `--skip`). */
  checks?: ReadonlySet<CheckName>;
  /** Called after every answer (or failure) with the requests sent so far and the budget. */
  onProgress?: (sent: number, budget: number) => void;
  sleep?: (ms: number) => Promise<void>;
  /** The clock the rate-limit windows are timed by; tests pass the mock's. */
  now?: () => number;
  onWait?: (seconds: number, why: string) => void;
}
