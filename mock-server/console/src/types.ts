// The shapes the console reads, as mock-server/openapi.dev.yaml documents them.

// One definition each, the server's: type-only, so nothing of the server enters the bundle.
export type { JournalBody, JournalEntry } from '../../src/journal/entry-view';
export type { ScenarioOption } from '../../src/scenarios/scenario-options';
export type { ContractViolation } from '../../src/contract/violation';
export type { MockMode } from '../../src/routes/__mock/console';
export type { Scenario } from '../../src/scenarios/scenario-book';
export type { Fault } from '../../src/scenarios/scenario-input';
export type { OutboxEmail, WhitelistRequest } from '../../src/stores/records';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  category: string;
  subject: string;
  message: string;
  receivedAt: string;
}

export interface Session {
  ref: string;
  email: string;
  method: 'code' | 'google';
  createdAt: string;
}

export interface ApiError {
  success: false;
  message: string;
}
