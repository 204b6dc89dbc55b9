import {
  ApiErrorSchema,
  COACH_NAME_MAX_LENGTH,
  CoachSaveSchema,
  CoachSchema,
  IdParamsSchema,
  isSafeLink,
  type Coach,
} from '@kingside/shared';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { registerCrudRoutes } from '../../lib/crud.js';
import { notFound } from '../../lib/errors.js';
import { acceptImageUploads, imageUpload, readImageUpload } from '../../lib/images.js';
import { IMAGE_UPLOAD_ERRORS, INVALID_OR_MISSING } from '../../lib/route-schemas.js';
import { publicRoutes, signedInRoutes } from '../../lib/routes.js';
import { coachesRepository, type CoachRow } from './coaches.repository.js';

const present = (r: CoachRow): Coach => ({
  id: r.id,
  firstName: r.firstName,
  lastName: r.lastName,
  title: r.title,
  bio: r.bio,
  // A value saved before links were checked is not shown.
  photoUrl: r.photoUrl && isSafeLink(r.photoUrl) ? r.photoUrl : null,
  groupMonthlyCents: r.groupMonthlyCents,
  privateMonthlyCents: r.privateMonthlyCents,
  privateOnlineMonthlyCents: r.privateOnlineMonthlyCents,
  active: r.active,
  sortOrder: r.sortOrder,
});

const coachesRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx, {
    tag: 'content',
    noun: 'coach profile',
    repository: coachesRepository,
    rowSchema: CoachSchema,
    saveSchema: CoachSaveSchema,
    lists: { public: '/api/coaches', admin: '/api/coachesAdmin' },
    present,
    toValues: (s) => s,
    uniqueConflict: {
      code: 'COACH_NAME_TAKEN',
      field: 'firstName',
      message: 'Another coach has this first name; it is the page address /coach/{firstname}.',
    },
  });

  publicRoutes(app, 'content', { cache: 'revalidate' }).get(
    '/api/coaches/:firstName',
    "One coach's profile, by first name in any letter case",
    {
      params: z.object({ firstName: z.string().max(COACH_NAME_MAX_LENGTH) }),
      response: { 200: CoachSchema, 404: ApiErrorSchema },
    },
    async (request) => {
      const { firstName } = request.params;
      const row = await coachesRepository(ctx.database.db).findActiveByFirstName(firstName);
      if (!row) throw notFound('No coach by that name.');
      return present(row);
    },
  );

  await acceptImageUploads(app);
  signedInRoutes(app, 'content').admin.post(
    '/api/coachesAdmin/:id/photo',
    "Upload a coach's photo (multipart, one JPEG, PNG or WebP `file`): stored as 480 and 240 px squares, the 480 one becoming the coach's photoUrl",
    {
      params: IdParamsSchema,
      response: { 200: CoachSchema, ...INVALID_OR_MISSING, ...IMAGE_UPLOAD_ERRORS },
    },
    async (request) => {
      const { id } = request.params;
      const coachesDb = coachesRepository(ctx.database.db);
      // Checked first, so a wrong id stores no files.
      if (!(await coachesDb.exists(id))) throw notFound(`No coach profile with id ${id}.`);
      const image = await readImageUpload(request, ctx.config, 'coach');
      const row = await coachesDb.update(id, { photoUrl: image.url });
      if (!row) throw notFound(`No coach profile with id ${id}.`);
      return present(row);
    },
    imageUpload(ctx),
  );
};

export default coachesRoutes;
