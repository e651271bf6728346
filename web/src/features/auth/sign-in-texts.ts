// docs/requirements.md §8, word for word: the sign-in toasts' titles and fallbacks. Plain
// strings, so the browser suites' contract coverage (tests/e2e/coverage) names the same words.

export const signInTexts = {
  codeSent: { title: 'OTP Sent' },
  sendFailed: { title: 'Error', fallback: 'Failed to send OTP. Please try again.' },
  verified: { title: 'Login Successful' },
  verifyFailed: {
    login: { title: 'Login Failed', fallback: 'Invalid OTP code. Please try again.' },
    agent: { title: 'Error', fallback: 'Invalid verification code. Please try again.' },
  },
  resent: { title: 'OTP Resent' },
  resendFailed: { title: 'Failed to resend OTP. Please try again.' },
  googleFailed: { title: 'Internal server error occurred, please try again later.' },
} as const;
