/**
 * Readers' comments' limits, on their own so the browser's comment form reads them without the schemas
 * (and their validation library) that the server checks with: src/shared/schemas/comments.ts.
 */
/** The longest comment, in characters (the database holds the same limit). */
export const COMMENT_MAX_LENGTH = 2000;
/** How long after posting its author may still edit a comment. */
export const COMMENT_EDIT_MINUTES = 10;
/** The replies shown under one comment, at most (the oldest first). */
export const COMMENT_REPLIES_MAX = 50;
/** An editor's reason for a ban, at most this long. */
export const BAN_REASON_MAX_LENGTH = 500;
