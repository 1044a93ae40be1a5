/**
 * Whether the reader signed out on this page and has not signed in since. Until then every API client in
 * the browser answers a call to an endpoint that needs a session (its contract's `access` is not `public`)
 * itself, with the 401 the server would give, instead of sending it: a signed-in screen still on show as
 * the session ends (the profile's passkeys and sessions, a reader's lists) asks for nothing the server
 * must refuse, and its answer of "signed out" is already decided (src/client/lib/auth.tsx, signOut).
 */
let signedOut = false;

export const isSignedOutHere = (): boolean => signedOut;

export function setSignedOutHere(value: boolean): void {
  signedOut = value;
}
