import { createHash } from 'node:crypto';
import type { Session } from './records';

/**
 * A session's id is its cookie's value: whoever reads it is signed in. The console names a
 * session by a digest of it instead, enough to tell sessions apart and remove one.
 */
export const sessionRef = (session: Pick<Session, 'id'>) =>
  createHash('sha256').update(session.id).digest('base64url').slice(0, 16);
