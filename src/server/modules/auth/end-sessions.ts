/** What ending an account's sessions needs of the identity library's adapter. */
interface SessionStore {
  listSessions(userId: string): Promise<{ token: string }[]>;
  deleteSessions(tokens: string[]): Promise<unknown>;
}

/**
 * Ends every session of the account but `keep` (none kept when it is null), through the identity library,
 * so its hooks name the account whose cached sessions go: after a factor change, a change of address, or
 * its undoing (docs/security.md#sessions-and-tokens).
 */
export async function endSessions(adapter: SessionStore, userId: string, keep: string | null = null) {
  const ending = (await adapter.listSessions(userId)).filter((each) => each.token !== keep);
  if (ending.length > 0) await adapter.deleteSessions(ending.map((each) => each.token));
}
