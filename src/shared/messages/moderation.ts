/** The editors' dashboard on the client (moderation, users, publishers, payments, lists). */
export const MODERATION_TEXTS = {} as const;
