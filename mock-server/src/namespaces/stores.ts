import type { OtpService } from '../otp/otp-service';
import type { RecaptchaTokens } from '../recaptcha/recaptcha-tokens';
import type { RecordStore } from '../stores/record-store';
import type { ContactMessage, OutboxEmail, Session, WhitelistRequest } from '../stores/records';

/** One namespace's stores, as plugins/stores.ts opens them (`app.openStores`). */
export interface Stores {
  /** The dev outbox: every email the mock "sent". Memory only: it holds plain codes. */
  outbox: RecordStore<OutboxEmail>;
  whitelist: RecordStore<WhitelistRequest>;
  messages: RecordStore<ContactMessage>;
  sessions: RecordStore<Session>;
  /** Codes, resend cooldowns and failure counts: memory only, see OtpService. */
  otp: OtpService;
  recaptcha: RecaptchaTokens;
  /** Empties every store above (POST /__mock/reset). */
  reset(): Promise<void>;
  /** Resolves when every save started so far has finished (on close). */
  flush(): Promise<void>;
}
