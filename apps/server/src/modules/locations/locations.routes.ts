import { LocationSaveSchema, LocationSchema } from '@kingside/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCrudRoutes } from '../../lib/crud.js';
import { locationsRepository } from './locations.repository.js';

const locationsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx, {
    tag: 'content',
    noun: 'location',
    repository: locationsRepository,
    rowSchema: LocationSchema,
    saveSchema: LocationSaveSchema,
    lists: { public: '/api/locations' },
    adminPath: '/api/locationsAdmin',
    present: (r) => ({
      id: r.id,
      name: r.name,
      address: r.address,
      notes: r.notes,
      sortOrder: r.sortOrder,
    }),
    toValues: (s) => s,
  });
};

export default locationsRoutes;
