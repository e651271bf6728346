// What the validating proxy saw, as the mock serves it: its records (`GET /__mock/records`, which
// never rotate) and its journal as HAR 1.2 (`GET /__mock/requests.har`, a ring of 1,000 entries
// whose `_violations`, `_operation`, `_forced` and `_upstreamStatus` say what the proxy found).
// The wire shapes are read with zod: a file or an answer that is not one is refused with its place.

import { z } from 'zod';

const violationFields = {
  direction: z.enum(['request', 'response']),
  operation: z.string().nullable(),
  pointer: z.string(),
  expected: z.string(),
};

/** One contract violation the proxy found, as a HAR entry's `_violations` lists it. */
export const harViolationSchema = z.object(violationFields);

/** A violation with the status of the answer it came with ("418" for an undocumented one). */
export interface Violation extends z.infer<typeof harViolationSchema> {
  status: string;
}

const status = z.union([z.string(), z.number()]).transform(String);

export const recordsSchema = z.object({
  namespace: z.string().nullable().optional(),
  since: z.string().optional(),
  mode: z.string(),
  answers: z.array(
    z.object({
      operation: z.string().nullable(),
      status,
      count: z.number().int().nonnegative(),
      forced: z.number().int().nonnegative().default(0),
    }),
  ),
  violations: z.array(
    z.object({
      ...violationFields,
      status,
      count: z.number().int().nonnegative(),
      firstSeq: z.number().nullable().optional(),
      lastSeq: z.number().nullable().optional(),
    }),
  ),
  upstream: z
    .object({ forwarded: z.number(), violating: z.number(), failed: z.number() })
    .optional(),
});

export type Records = z.infer<typeof recordsSchema>;

const harEntrySchema = z.object({
  startedDateTime: z.string(),
  request: z.object({ method: z.string(), url: z.string() }),
  response: z.object({
    status: z.number(),
    content: z.object({ text: z.string().optional() }).optional(),
  }),
  _operation: z.string().nullable().optional(),
  _forced: z.boolean().optional(),
  _upstreamStatus: z.number().nullable().optional(),
  _violations: z.array(harViolationSchema).optional(),
});

export const harSchema = z.object({ log: z.object({ entries: z.array(harEntrySchema) }) });

export type HarEntry = z.infer<typeof harEntrySchema>;

/** One answer the journal still holds, reduced to what the verdict reports. */
export interface JournalAnswer {
  operation: string | null;
  /** The status the upstream answered with; the mock's own for a forced answer. */
  status: string;
  forced: boolean;
  fromUpstream: boolean;
  method: string;
  url: string;
  startedAt: string;
  /** The body as it came, cut to a few hundred characters. */
  actual: string | undefined;
  violations: Violation[];
}

const actualLimit = 300;

export function journalAnswer(entry: HarEntry): JournalAnswer {
  const upstream = entry._upstreamStatus ?? undefined;
  const statusText = String(upstream ?? entry.response.status);
  const text = entry.response.content?.text;
  return {
    operation: entry._operation ?? null,
    status: statusText,
    forced: entry._forced === true,
    fromUpstream: upstream !== undefined,
    method: entry.request.method,
    url: entry.request.url,
    startedAt: entry.startedDateTime,
    actual:
      text === undefined || text.length <= actualLimit ? text : `${text.slice(0, actualLimit)}…`,
    violations: (entry._violations ?? []).map((violation) => ({
      ...violation,
      status: statusText,
    })),
  };
}

/** Everything the verdict judges: the records when the mock was asked, and the journal's answers. */
export interface Observed {
  /** Where it was read ("http://localhost:8080", "proxy.har"). */
  source: string;
  /** Null for a saved HAR: only what it holds can be judged. */
  records: Records | null;
  journal: JournalAnswer[];
}

/** The same violation, whoever reports it. */
export const violationKey = (violation: Violation): string =>
  JSON.stringify([
    violation.direction,
    violation.operation,
    violation.status,
    violation.pointer,
    violation.expected,
  ]);
