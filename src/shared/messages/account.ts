/** Signing up and in, passwords, profile and the reader's own payment history on the client. */
export const ACCOUNT_TEXTS = {} as const;
