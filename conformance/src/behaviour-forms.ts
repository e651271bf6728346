// The behaviour checks of the forms: the whitelist's duplicates, the waitlists kept apart from
// it, and the contact form's bot check refusing a request without a usable token. Each spends
// its own fresh address.

import { type BehaviourContext, type Checks, expectStatus, fail, skip } from './behaviour-steps';
import type { Operation, Schema } from './contract-document';

/** The products a waitlist request may name, as the request schema lists them. */
function waitlists(whitelist: Operation): string[] {
  const properties = whitelist.body?.schema.properties as Record<string, Schema> | undefined;
  const values = properties?.waitlist?.enum;
  return Array.isArray(values) ? values.map(String) : [];
}

/** The contact form's example, from `email`, with `token` as its bot-check token (none: left out). */
function contactBody(contact: Operation, email: string, token: string | undefined) {
  const example = contact.body?.example as Record<string, unknown>;
  const { recaptchaToken: _example, ...rest } = example;
  return { ...rest, email, ...(token === undefined ? {} : { recaptchaToken: token }) };
}

/** The checks of the forms, in the order they run (after the sign-in code's). */
export function formChecks(ctx: BehaviourContext): Checks {
  const whitelist = () => ctx.contract.operationById('requestWhitelist');
  return {
    bot_check_refusal: async () => {
      const op = ctx.contract.operationById('sendContact');
      const email = ctx.address('bot');
      const tokens: Array<[string, string | undefined]> = [
        ['no token', undefined],
        ['an empty token', ''],
      ];
      for (const [what, token] of tokens)
        await expectStatus(
          ctx,
          op,
          `the contact form with ${what}`,
          contactBody(op, email, token),
          403,
        );
    },
    // Opt-in: only a backend that knows which tokens its bot check issued can refuse a made-up
    // one; on reCAPTCHA's test keys (every token passes, as on most staging setups) it cannot.
    bot_check_unknown_token: async () => {
      if (!ctx.unknownBotToken)
        throw skip(
          'opt-in: --unknown-bot-token (only a backend on production bot-check keys refuses a token it never issued)',
        );
      const op = ctx.contract.operationById('sendContact');
      await expectStatus(
        ctx,
        op,
        'the contact form with a token no bot check issued',
        contactBody(op, ctx.address('bot-unknown'), 'not-a-recaptcha-token'),
        403,
      );
    },
    // Last two: the whitelist's window is the one the run's accepted cases used most recently.
    whitelist_duplicates: async () => {
      const op = whitelist();
      const email = ctx.address('listed');
      await expectStatus(ctx, op, 'a new address', { email, recaptchaToken: '' }, 200);
      await expectStatus(ctx, op, 'the same address again', { email, recaptchaToken: '' }, 409);
      const upper = { email: email.toUpperCase(), recaptchaToken: '' };
      await expectStatus(ctx, op, 'the same address in upper case', upper, 409);
    },
    waitlist_separate: async () => {
      const op = whitelist();
      const [first, second] = waitlists(op);
      if (first === undefined) throw fail('the request schema names no waitlist');
      const email = ctx.address('waitlist');
      const on = (waitlist: string) => ({ email, recaptchaToken: '', waitlist });
      await expectStatus(ctx, op, `a new address on the ${first} waitlist`, on(first), 200);
      await expectStatus(
        ctx,
        op,
        `the same address on the whitelist`,
        { email, recaptchaToken: '' },
        200,
      );
      if (second !== undefined)
        await expectStatus(ctx, op, `the same address on the ${second} waitlist`, on(second), 200);
      await expectStatus(
        ctx,
        op,
        `the same address on the ${first} waitlist again`,
        on(first),
        409,
      );
    },
  };
}
