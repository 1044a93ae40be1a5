/** Said above an article the meter opened (docs/product.md#the-meter). */
export const meterNotice = (remaining: number, allowance: number) =>
  `This is one of your free articles this month: ${remaining.toLocaleString('en-US')} of ${allowance.toLocaleString('en-US')} left.`;
