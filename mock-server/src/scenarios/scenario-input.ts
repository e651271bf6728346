import { z } from 'zod';
import type { Contract, Operation } from '../contract/openapi';
import { type ForcedAnswer, forcedAnswer } from '../contract/prefer';

/** The friendly names the README and the console use, beside openapi.yaml's operationIds. */
export const operationAliases: Readonly<Record<string, string>> = {
  'send-code': 'sendCode',
  verify: 'verifyCode',
  whitelist: 'requestWhitelist',
  contact: 'sendContact',
  'login-url': 'getGoogleLoginUrl',
};

export const limits = { times: 1000, latencyMs: 30_000 } as const;

/**
 * Failures below HTTP, as WireMock's and MSW's: `reset` resets the connection once the request is
 * read, `empty` closes it with no answer, `malformed` starts a 200 whose JSON body is cut off,
 * `hang` answers nothing until the client gives up, the scenario is cleared (the call then goes
 * on) or REQUEST_TIMEOUT_MS passes (the server closes it).
 */
export const faults = ['reset', 'empty', 'malformed', 'hang'] as const;
export type Fault = (typeof faults)[number];

/** POST /__mock/scenarios's body; openapi.dev.yaml's ScenarioRequest says the same. */
const timesRange = `times must be from 1 to ${limits.times}; leave it out for every call until cleared`;
const latencyRange = `latencyMs must be from 0 to ${limits.latencyMs}`;

/** POST /__mock/scenarios's body; openapi.dev.yaml's ScenarioRequest says the same. */
export const scenarioInputSchema = z
  .object({
    operation: z.string({ error: 'operation is required: an operationId of openapi.yaml' }),
    status: z
      .int({ error: 'status must be a whole number, a status openapi.yaml documents' })
      .optional(),
    example: z
      .string({ error: 'example must be the name of an example in openapi.yaml' })
      .optional(),
    times: z.int({ error: timesRange }).min(1, timesRange).max(limits.times, timesRange).optional(),
    latencyMs: z
      .int({ error: latencyRange })
      .min(0, latencyRange)
      .max(limits.latencyMs, latencyRange)
      .optional(),
    email: z.string({ error: 'email must be an address' }).min(1).max(254).optional(),
    fault: z.enum(faults, { error: `fault must be one of ${faults.join(', ')}` }).optional(),
  })
  .strict();

export type ScenarioInput = z.infer<typeof scenarioInputSchema>;

/** A scenario request checked against the contract: what to answer and how long to wait. */
export interface CheckedScenario {
  operation: Operation;
  answer: ForcedAnswer | null;
  /** The example's name: the one asked for, else the status's first. */
  example: string | null;
  latencyMs: number;
  times: number | null;
  email: string | null;
  fault: Fault | null;
  /** Set for a recorded upstream answer (scenarios/recorded.ts): its journal id. */
  fromRequest?: string;
}

const words = {
  code: (code: string) => `status ${code}`,
  example: (example: string | undefined) => `example "${example}"`,
};

/**
 * Reads a POST /__mock/scenarios body: the operation (operationId or alias), a status and
 * example that operation documents, the range of `times` and `latencyMs`. Returns an Error whose
 * message says what would be accepted instead.
 */
export function checkScenario(contract: Contract, body: unknown): CheckedScenario | Error {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return new Error(
      'Send a JSON object: { operation, status?, example?, fault?, times?, latencyMs?, email? }.',
    );
  }
  const parsed = scenarioInputSchema.safeParse(body);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    if (issue?.code === 'unrecognized_keys') {
      return new Error(
        `Unknown property ${issue.keys.join(', ')}; a scenario takes operation, status, example, fault, times, latencyMs and email.`,
      );
    }
    return new Error(issue?.message ?? 'Invalid scenario.');
  }
  const input = parsed.data;
  const id = operationAliases[input.operation] ?? input.operation;
  const operation = contract.operations.get(id);
  if (!operation) {
    const ids = [...contract.operations.keys()].join(', ');
    const aliases = Object.keys(operationAliases).join(', ');
    return new Error(`Unknown operation "${input.operation}"; use one of ${ids} (or ${aliases}).`);
  }
  if (input.fault !== undefined && (input.status !== undefined || input.example !== undefined)) {
    return new Error(
      `A fault sends no documented answer: give fault "${input.fault}" without a status or an example.`,
    );
  }
  const answer = forcedAnswer(
    operation,
    {
      ...(input.status === undefined ? {} : { code: String(input.status) }),
      ...(input.example === undefined ? {} : { example: input.example }),
    },
    words,
  );
  if (answer instanceof Error) return answer;
  if (answer === null && input.latencyMs === undefined && input.fault === undefined) {
    return new Error('A scenario needs a status, an example, a fault or a latencyMs.');
  }
  const fields = operation.schema.body?.properties as Record<string, unknown> | undefined;
  if (input.email !== undefined && fields?.email === undefined) {
    return new Error(
      `${operation.operationId} takes no email, so a scenario for it cannot match one.`,
    );
  }
  return {
    operation,
    answer,
    example:
      answer === null
        ? null
        : (input.example ??
          [...(operation.responses.get(answer.status)?.examples.keys() ?? [])][0] ??
          null),
    latencyMs: input.latencyMs ?? 0,
    times: input.times ?? null,
    email: input.email?.trim().toLowerCase() ?? null,
    fault: input.fault ?? null,
  };
}
