import { passkey as passkeys } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { bearer, genericOAuth, twoFactor as twoFactors } from 'better-auth/plugins';
import type { Config } from '../../config/config';
import type { Db } from '../../db/client';
import { account, passkey, session, twoFactor, user, verification } from '../../db/schema';
import { sameEmail } from '../../lib/access';
import type { Caches } from '../../lib/caches';
import { changeTags } from '../../lib/changes';
import type { UserPhotos } from '../users/user-photos';
import type { createAuthRepository } from './auth.repository';
import { createEmailChanges } from './email-change';
import { createIdentityHooks } from './identity-hooks';
import { cleanName, cleanPhoto } from './identity-input';
import type { createIdentityMails } from './identity-mails';
import {
  CLIENT_ADDRESS_HEADER,
  GOOGLE_PROVIDER_ID,
  identityRateRules,
  passkeyParty,
  SESSION_LIFETIME_SECONDS,
  SESSION_REFRESH_SECONDS,
  VERIFICATION_LINK_SECONDS,
} from './identity-settings';
import type { LimitStore } from './limits';
import { withProviderSecondStep } from './provider-second-step';
import { createSignUpProof } from './sign-up-proof';

export { MAILS_PER_ADDRESS_PER_HOUR } from './identity-mails';
export {
  CLIENT_ADDRESS_HEADER,
  GOOGLE_PROVIDER_ID,
  SESSION_LIFETIME_SECONDS,
  SESSION_REFRESH_SECONDS,
  VERIFICATION_LINK_SECONDS,
} from './identity-settings';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** What the identity library shares with the rest of the site, made when the app is built (identity.ts). */
export interface IdentityParts {
  /** The identity rate limits' counts (in Redis when it is set). */
  limits: LimitStore;
  accounts: ReturnType<typeof createAuthRepository>;
  /** The identity mails, whose kinds the mail queue knows from the start. */
  mails: ReturnType<typeof createIdentityMails>;
}

export interface AuthOptions {
  /** Photos given as an `https:` address are kept as our own in the background; without it they are dropped. */
  photos?: Pick<UserPhotos, 'storedNow' | 'adopt'>;
  /** Told what each committed write of the identity library changed (lib/changes.ts). */
  caches?: Pick<Caches, 'changed'>;
}

/** A sign-up's or a provider's `https:` photo, by e-mail address, from before the account is stored to after. */
const MAX_AWAITED_PHOTOS = 1000;

/**
 * Identity through Better Auth: e-mail + password, Google through OpenID Connect, sessions in the database.
 * The session token doubles as the API's bearer token (the bearer plugin). Every write of a name or photo
 * passes the shared rules; addresses are confirmed by e-mail before an account can sign in with a
 * password; sessions are short and end on a password change or reset
 * (docs/decisions/0010-sessions-and-verification.md).
 */
export function createAuth(
  config: Config,
  db: Db,
  { limits, accounts, mails }: IdentityParts,
  options: AuthOptions = {},
) {
  const { siteName, publicUrl } = config;
  const proof = createSignUpProof(config.authSecret, publicUrl.startsWith('https://'));
  const party = passkeyParty(publicUrl);

  const photos = options.photos ?? { storedNow: () => null, adopt: () => {} };
  const awaitedPhotos = new Map<string, string>();
  const changed = (tags: string[]) => options.caches?.changed(tags);
  const emailChanges = createEmailChanges(config.authSecret, publicUrl, mails.addressChanged, (userId) =>
    changed([changeTags.user(userId)]),
  );
  /** The library's calls whose user update writes a name, photo or address: bylines on cached pages change. */
  const bylineWrites = new WeakSet<object>();

  return betterAuth({
    appName: siteName,
    baseURL: publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    // The library's session list answers every session's token to the browser; the profile's own list
    // (sessions.routes.ts) answers none, so the library's is not served.
    disabledPaths: [
      '/list-sessions',
      // The second step is an authenticator app (or a backup code): no codes by e-mail, and the app's key
      // is shown once, when it is added (docs/decisions/0032-two-factor.md).
      '/two-factor/get-totp-uri',
      '/two-factor/send-otp',
      '/two-factor/verify-otp',
    ],
    // The site's origin, and where its passkeys work when that is a loopback address (identity-settings.ts).
    trustedOrigins: [...new Set([new URL(publicUrl).origin, party.origin])],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, passkey, twoFactor },
    }),
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'user', input: false },
        premiumUntil: { type: 'date', required: false, input: false },
      },
      // A new address is confirmed from itself; the old one is told, with an undo link (email-change.ts).
      changeEmail: { enabled: true },
    },
    session: {
      // Short-lived and revocable: a day without use ends it; while in use, its end moves on hourly.
      expiresIn: SESSION_LIFETIME_SECONDS,
      updateAge: SESSION_REFRESH_SECONDS,
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      // The confirmation link signs the reader in; until then no password sign-in, and sign-up answers the
      // same whether or not the address already has an account.
      requireEmailVerification: true,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: HOUR,
      sendResetPassword: mails.sendResetPassword,
      onPasswordReset: async (reset) => {
        await mails.onPasswordReset(reset);
        // The reset confirmed the address (the sessions' own deletion names the account too).
        changed([changeTags.user(reset.user.id)]);
      },
      onExistingUserSignUp: mails.onExistingUserSignUp,
    },
    emailVerification: {
      sendOnSignUp: true,
      // An unconfirmed account that signs in with the right password gets a fresh link.
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_SECONDS,
      sendVerificationEmail: mails.sendVerificationEmail,
      // Opened anywhere but the browser that signed up, the link is the address's owner confirming a
      // sign-up whose password they may not have chosen (a squatter's): that password and every session
      // go, and the owner chooses a password of their own with "Forgot password", as the welcome says.
      afterEmailVerification: async (verified, request) => {
        // A change of address confirmed from the new one is no sign-up: the rest of it follows the request.
        if (emailChanges.madeBy(request)) return;
        const dropped = !proof.heldBy(request, verified.id) && (await accounts.dropPassword(verified.id));
        if (dropped) changed([changeTags.user(verified.id)]);
        await mails.welcome(verified, { passwordDropped: dropped });
      },
    },
    rateLimit: {
      enabled: true,
      // Every other identity endpoint: 100 requests per 10 seconds from one address.
      window: 10,
      max: 100,
      customStorage: limits,
      customRules: identityRateRules(config.signUpLimitPerAddress),
    },
    advanced: {
      database: { generateId: () => crypto.randomUUID() },
      useSecureCookies: publicUrl.startsWith('https://'),
      // Only the site sets this header, from the address Fastify resolved under TRUST_PROXY (auth.routes.ts),
      // so the identity library counts the same client the rest of the site does.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    account: {
      // An unconfirmed sign-up with an address (perhaps by someone else) does not keep its owner out of
      // Google sign-in: Google vouches for the address, the accounts are linked, and the password set before
      // the address was confirmed is dropped with every session (the account hook below;
      // docs/security.md#provider-sign-in-only-through-the-providers-page).
      accountLinking: { requireLocalEmailVerified: false },
    },
    databaseHooks: {
      account: {
        create: {
          after: async (created) => {
            if (created.providerId === 'credential') return;
            if (await accounts.dropUnconfirmedPassword(created.userId))
              changed([changeTags.user(created.userId)]);
          },
        },
      },
      user: {
        create: {
          // Every way an account comes into being (sign-up, Google) ends here: the name and photo are made to
          // fit the rules (a provider's profile is cut, not refused), and ADMIN_EMAIL becomes an admin.
          // An `https:` photo is stored as none, and fetched and kept as our own once the account exists.
          before: async (data) => {
            const email = String(data.email).toLowerCase();
            const role = config.adminEmail && sameEmail(email, config.adminEmail) ? 'admin' : 'user';
            const photo = cleanPhoto(data.image);
            const image = photos.storedNow(photo);
            if (photo && photo !== image) {
              if (awaitedPhotos.size >= MAX_AWAITED_PHOTOS) awaitedPhotos.clear();
              awaitedPhotos.set(email, photo);
            }
            return {
              data: { ...data, name: cleanName(data.name, email.split('@')[0] ?? ''), image, role },
            };
          },
          after: async (created) => {
            const email = String(created.email).toLowerCase();
            const photo = awaitedPhotos.get(email);
            awaitedPhotos.delete(email);
            if (photo) photos.adopt(created.id, photo);
            // One more member on the home page's counts.
            changed([changeTags.stats]);
            // A provider that vouches for the address (Google) confirms it at once.
            if (created.emailVerified) await mails.welcome(created);
          },
        },
        update: {
          before: async (data, context) => {
            const byline = data.name !== undefined || data.image !== undefined || data.email !== undefined;
            if (byline && context) bylineWrites.add(context);
            // Only the fields being written: an update of the photo alone leaves the name as it is.
            const next: Record<string, unknown> = { ...data };
            if (data.name !== undefined) next.name = cleanName(data.name, 'Reader');
            if (data.image !== undefined && data.image !== null)
              next.image = photos.storedNow(cleanPhoto(data.image));
            return { data: next };
          },
          // Run once the update is committed: a new name, photo or address, a confirmed address.
          after: async (updated, context) => {
            if (!updated) return;
            const byline = !context || bylineWrites.has(context);
            changed(
              byline
                ? [changeTags.user(updated.id), changeTags.author(updated.id)]
                : [changeTags.user(updated.id)],
            );
            if (context?.path !== '/update-user') return;
            const asked = (context.body as { image?: unknown } | undefined)?.image;
            if (typeof asked === 'string' && asked !== '') photos.adopt(updated.id, cleanPhoto(asked));
          },
        },
        delete: {
          after: async (deleted) =>
            changed([changeTags.user(deleted.id), changeTags.author(deleted.id), changeTags.stats]),
        },
      },
      // A session that ends (a sign-out, a password change or reset, a revoked or expired session) leaves
      // the cache of who a token belongs to; a sign-out without a session deletes none and names nothing.
      session: {
        delete: { after: async (ended) => changed([changeTags.user(ended.userId)]) },
      },
    },
    hooks: createIdentityHooks(
      publicUrl,
      limits,
      accounts.dropResetTokens,
      proof,
      (userId) => changed([changeTags.user(userId)]),
      emailChanges,
      siteName,
    ),
    plugins: [
      bearer(),
      // Passkeys for every reader, beside the password and Google: added from the profile with a session,
      // used on the sign-in page (docs/decisions/0028-passkeys.md).
      passkeys({ rpID: party.rpID, rpName: siteName, origin: party.origin }),
      // A second step after the password: an authenticator app's code or a backup code, with the choice to
      // trust the device for 30 days (docs/decisions/0032-two-factor.md).
      // A sign-in through Google asks for it too (provider-second-step.ts).
      ...withProviderSecondStep(
        twoFactors({ issuer: siteName, backupCodeOptions: { amount: 10, length: 10 } }),
        publicUrl,
      ),
      ...(config.google
        ? [
            genericOAuth({
              config: [
                {
                  providerId: GOOGLE_PROVIDER_ID,
                  discoveryUrl: `${config.google.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: config.google.clientId,
                  clientSecret: config.google.clientSecret,
                  scopes: ['openid', 'email', 'profile'],
                  pkce: true,
                  // The provider's profile is made to fit our rules (cut, never refused).
                  mapProfileToUser: (profile) => ({
                    name: cleanName(profile.name, String(profile.email ?? '').split('@')[0] ?? ''),
                    image: cleanPhoto(profile.picture) ?? undefined,
                  }),
                },
              ],
            }),
          ]
        : []),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
