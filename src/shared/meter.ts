/**
 * The meter's limits (docs/product.md#the-meter), on their own so the browser reads them without the schemas
 * the server checks with (src/shared/schemas/meter.ts).
 */
/** The most free articles a month a setting may give. */
export const METER_MAX_FREE = 100;
/** The visitor counter's cookie: a random id and its signature, sent only to the meter's endpoint. */
export const METER_COOKIE = 'bs_meter';
/** How long a change of the settings may take to reach every process. */
export const METER_SETTINGS_MS = 30_000;
