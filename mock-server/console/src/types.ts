// The shapes the console reads, as mock-server/openapi.dev.yaml documents them.

export interface Email {
  id: string;
  to: string;
  subject: string;
  text: string;
  code: string;
  sentAt: string;
}

export interface JournalBody {
  mimeType: string;
  size: number;
  truncated: boolean;
  data?: unknown;
}

export interface JournalEntry {
  id: string;
  startedAt: string;
  method: string;
  url: string;
  path: string;
  status: number;
  durationMs: number;
  request: { headers: Record<string, string | string[]>; body: JournalBody | null };
  response: { headers: Record<string, string | string[]>; body: JournalBody | null };
}

export interface Scenario {
  id: string;
  operation: string;
  status: number | null;
  example: string | null;
  latencyMs: number;
  email: string | null;
  times: number | null;
  remaining: number | null;
  used: number;
  createdAt: string;
}

export interface ScenarioOption {
  operation: string;
  alias: string | null;
  method: string;
  path: string;
  takesEmail: boolean;
  statuses: { status: number; examples: string[] }[];
}

export interface WhitelistEntry {
  id: string;
  email: string;
  status: string;
  requestedAt: string;
  waitlist?: string;
}

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
