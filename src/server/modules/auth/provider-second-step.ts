import { paths } from '@shared/paths';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { twoFactor } from 'better-auth/plugins';

/** Where a provider (Google) sends the reader back, as the identity library names the endpoint. */
export const PROVIDER_CALLBACK_PATH = '/callback/:id';

type TwoFactorPlugin = ReturnType<typeof twoFactor>;

/** What the two-factor plugin answers a sign-in that still needs the second step. */
const asksSecondStep = (returned: unknown) =>
  typeof returned === 'object' &&
  returned !== null &&
  (returned as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;

/**
 * The second step after a provider's sign-in as after a password (docs/decisions/0032-two-factor.md): the
 * two-factor plugin checks only the password sign-in, so its own check is extended to the provider's
 * callback. For an account with an authenticator app (and a device not trusted), that check ends the
 * session the callback opened and starts the step, exactly as for a password. A provider's callback is a
 * page the browser is sent to, not a call, so the plugin's answer is turned into a redirect to the Google
 * popup's own second step (`/auth/google?second-step=1`), where the code is asked for.
 */
export function withProviderSecondStep(
  plugin: TwoFactorPlugin,
  siteUrl: string,
): [TwoFactorPlugin, BetterAuthPlugin] {
  const [passwordStep, ...others] = plugin.hooks.after;
  if (!passwordStep) throw new Error('The two-factor plugin no longer checks sign-ins after the fact.');
  const extended: TwoFactorPlugin = {
    ...plugin,
    hooks: {
      after: [
        {
          matcher: (context) => passwordStep.matcher(context) || context.path === PROVIDER_CALLBACK_PATH,
          handler: passwordStep.handler,
        },
        ...others,
      ],
    },
  };
  const redirect: BetterAuthPlugin = {
    id: 'provider-second-step',
    hooks: {
      after: [
        {
          matcher: (context) => context.path === PROVIDER_CALLBACK_PATH,
          handler: createAuthMiddleware(async (context) => {
            if (!asksSecondStep(context.context.returned)) return;
            throw context.redirect(new URL(`${paths.googleSignIn}?second-step=1`, siteUrl).toString());
          }),
        },
      ],
    },
  };
  return [extended, redirect];
}
