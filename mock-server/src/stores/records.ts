import { z } from 'zod';
import { waitlistIds } from '#common/access-requests';

// What each store keeps. The shapes are checked again when a data file is loaded: the file is
// an edge too, and a hand-edited or truncated one must not put wrong data into memory.
const id = z.string().min(1);
const timestamp = z.iso.datetime();

export const outboxEmailSchema = z.object({
  id,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  code: z.string(),
  sentAt: timestamp,
});

export const whitelistRequestSchema = z.object({
  id,
  email: z.string(),
  status: z.enum(['pending', 'active']),
  requestedAt: timestamp,
  /** Set for a product's waitlist; absent for the whitelist itself. */
  waitlist: z.enum(waitlistIds).optional(),
});

export const contactMessageSchema = z.object({
  id,
  name: z.string(),
  email: z.string(),
  category: z.string(),
  subject: z.string(),
  message: z.string(),
  receivedAt: timestamp,
});

export const sessionSchema = z.object({
  id,
  email: z.string(),
  method: z.enum(['code', 'google']),
  createdAt: timestamp,
});

export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
export type WhitelistRequest = z.infer<typeof whitelistRequestSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
export type Session = z.infer<typeof sessionSchema>;
