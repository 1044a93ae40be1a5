/** What the API answers about members, identity, payments, publishers, contact and the newsletter. */
export const ACCOUNT_API_TEXTS = {} as const;
