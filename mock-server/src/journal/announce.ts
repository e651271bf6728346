import type { ContractViolation } from '../contract/violation';
import type { JournalRecord } from './journal';
import { summaryOf } from './summary-json';

/** The `violation` event: the journal entry it belongs to and what broke openapi.yaml. */
export interface ViolationEvent {
  id: string;
  method: string;
  url: string;
  status: number;
  violations: ContractViolation[];
}

/** A namespace's event bus (namespaces/dev-events.ts), as much of it as the journal uses. */
export interface RequestEvents {
  readonly listenerCount: number;
  publish(type: 'request' | 'violation', data: unknown): void;
}

/** Every open console of the namespace hears of the request; in proxy mode, of what it broke. */
export function announce(events: RequestEvents, record: JournalRecord): void {
  if (events.listenerCount === 0) return;
  events.publish('request', summaryOf(record));
  if (record.violations === undefined || record.violations.length === 0) return;
  const { seq, method, url, status, violations } = record;
  const event: ViolationEvent = { id: String(seq), method, url, status, violations };
  events.publish('violation', event);
}
