/** Whether a subscription that runs until `premiumUntil` is still running. */
export function isPremiumActive(premiumUntil: string | null): premiumUntil is string {
  return premiumUntil !== null && new Date(premiumUntil).getTime() > Date.now();
}
