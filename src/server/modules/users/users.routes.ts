import {
  adminStatus,
  changeRole,
  getMe,
  listUsers,
  recordUser,
  resetSecondStep,
  updateMe,
} from '@shared/contract/users';
import { MAIL_TEXTS } from '@shared/messages/mail';
import { paths } from '@shared/paths';
import type { FastifyInstance } from 'fastify';
import { clientAddress } from '../../lib/client-address';
import { serve } from '../../lib/serve';
import { renderNotice } from '../mail/mail-rendering';
import { createUsersService } from './users.service';

/** Signed-in readers, their profile and (for admins) the user list and roles. */
export async function usersRoutes(app: FastifyInstance) {
  const { siteName, publicUrl } = app.config;
  app.mail.defineKind<{ name: string }>('second-step-reset', {
    render: ({ name }) =>
      renderNotice(
        MAIL_TEXTS.secondStepReset(siteName, name, `${publicUrl}${paths.login}`),
        app.mail.frame('account'),
      ),
  });
  const users = createUsersService(app.database.db, app.userPhotos, app.caches, (member) =>
    app.mail.send({
      kind: 'second-step-reset',
      to: member.email,
      key: `second-step-reset:${member.id}:${Date.now()}`,
      data: { name: member.name },
    }),
  );

  // A photo given as an address elsewhere is a download and a decode: counted per reader and per address,
  // and refused while the fetches' queue is full, before anything is written (user-photos.ts).
  const namesAPhoto = new Set([updateMe, recordUser].map(({ method, path }) => `${method} /api${path}`));
  app.addHook('preHandler', async (request) => {
    if (!request.viewer || !namesAPhoto.has(`${request.method} ${request.routeOptions.url}`)) return;
    const { photo } = (request.body ?? {}) as { photo?: unknown };
    await app.userPhotos.admit(photo, { reader: request.viewer.id, address: clientAddress(request) });
  });

  serve(app, getMe, ({ viewer }) => users.me(viewer));
  // Each write names the account it changed (users.service.ts).
  serve(app, updateMe, ({ viewer, body }) => users.updateProfile(viewer, body), { changes: 'named' });
  serve(app, recordUser, ({ viewer, body }) => users.recordSelf(viewer, body), { changes: 'named' });
  serve(app, listUsers, ({ query }) => users.list(query));
  serve(app, adminStatus, ({ viewer, params }) => users.isAdmin(viewer, params.email));
  serve(app, changeRole, ({ viewer, params, body }) => users.changeRole(viewer, params.id, body.role), {
    changes: 'named',
  });
  serve(app, resetSecondStep, ({ viewer, params }) => users.resetSecondStep(viewer, params.id), {
    changes: 'named',
  });
}
