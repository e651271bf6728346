// What the proxy (MOCK_UPSTREAM) found wrong in a forwarded request or answer, measured against
// openapi.yaml: journaled, shown in the console, sent as an event and logged.

export interface ContractViolation {
  /** Which side broke the contract: the browser's request or the upstream's answer. */
  direction: 'request' | 'response';
  /** The operationId of openapi.yaml, or null when no operation has this method and path. */
  operation: string | null;
  /** The JSON pointer into the body (or `/headers/<name>`, `/status`) where it breaks; "" for the whole. */
  pointer: string;
  /** What openapi.yaml expected there, in words ("must have required property 'message'"). */
  expected: string;
}
