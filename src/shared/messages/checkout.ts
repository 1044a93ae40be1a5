/** The card form of the checkout: what it still needs before Pay can be pressed. */
export const CHECKOUT_TEXTS = {
  fields: {
    name: 'the name on the card',
    number: 'the card number',
    expiry: 'the expiry date',
    cvc: 'the CVC',
  },
  /** Under the Pay button while it is disabled for fields not yet filled in (or not yet whole). */
  stillNeeded: (fields: string[]) =>
    `To pay, fill in ${fields.length > 1 ? `${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}` : fields[0]}.`,
} as const;
