import { getMeterSettings, readMetered, setMeterSettings } from '@shared/contract/meter';
import { METER_COOKIE } from '@shared/meter';
import type { FastifyInstance } from 'fastify';
import { serve, serveHttp } from '../../lib/serve';
import { createMeterService } from './meter.service';

/** How long a visitor's counter lasts in the browser: longer than any month it counts. */
const COUNTER_SECONDS = 400 * 86_400;
const COUNTER_IN_HEADER = new RegExp(`(?:^|;\\s*)${METER_COOKIE}=([^;]*)`);

/** The metered and registration wall (docs/product.md#the-meter). */
export async function meterRoutes(app: FastifyInstance) {
  const meter = createMeterService(app.database.db, { secret: app.config.authSecret });
  const secure = app.config.publicUrl.startsWith('https:') ? '; Secure' : '';
  // The counter goes only to the meter's own endpoint, so pages and their kept copies never see it.
  const counterCookie = (id: string) =>
    `${METER_COOKIE}=${meter.counter(id)}; Path=/api/articles; Max-Age=${COUNTER_SECONDS}; HttpOnly; SameSite=Lax${secure}`;

  serveHttp(
    app,
    readMetered,
    async (request, reply) => {
      const given = COUNTER_IN_HEADER.exec(request.headers.cookie ?? '')?.[1];
      let id = meter.verifyCounter(given);
      let minted = false;
      const visitor = () => {
        if (!id) {
          id = meter.newCounterId();
          minted = true;
        }
        return id;
      };
      const answer = await meter.read(request.viewer, request.params.id, visitor);
      if (minted && id) reply.header('set-cookie', counterCookie(id));
      reply.header('cache-control', 'private, no-store');
      return answer;
    },
    // Opening an article for one reader changes nothing anyone else is shown.
    { changes: 'none', rateLimit: { max: 60, timeWindow: '1 minute' } },
  );
  serve(app, getMeterSettings, () => meter.settings());
  serve(app, setMeterSettings, ({ viewer, body }) => meter.setSettings(viewer, body), {
    // The settings are on no kept page: readers' pages ask the meter each time.
    changes: 'none',
  });
}
