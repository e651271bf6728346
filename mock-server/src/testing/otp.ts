// For tests only (mock-server/test and tests/contract): OTP guesses that are sure to be wrong.

/** A code that is not `code`: a guaranteed wrong guess. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
