import type { Contract } from '../contract/openapi';
import { operationAliases } from './scenario-input';

/** One operation as the console's scenario form offers it (GET /__mock/scenarios/options). */
export interface ScenarioOption {
  operation: string;
  alias: string | null;
  method: string;
  path: string;
  /** Its body has an `email`, so a scenario for it can be kept to one address. */
  takesEmail: boolean;
  /** Every documented status, ascending, with its named examples (the first is the default). */
  statuses: { status: number; examples: string[] }[];
}

/** What openapi.yaml documents per operation: the statuses and examples a scenario may force. */
export function scenarioOptions(contract: Contract): ScenarioOption[] {
  const aliasOf = new Map(Object.entries(operationAliases).map(([alias, id]) => [id, alias]));
  return [...contract.operations.values()].map((operation) => {
    const fields = operation.schema.body?.properties as Record<string, unknown> | undefined;
    return {
      operation: operation.operationId,
      alias: aliasOf.get(operation.operationId) ?? null,
      method: operation.method,
      path: operation.path,
      takesEmail: fields?.email !== undefined,
      statuses: [...operation.responses]
        .sort(([a], [b]) => a - b)
        .map(([status, response]) => ({ status, examples: [...response.examples.keys()] })),
    };
  });
}
