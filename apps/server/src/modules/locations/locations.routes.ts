import { LocationSaveSchema, LocationSchema } from '@kingside/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { locations } from '../../db/schema.js';
import { registerCrudRoutes } from '../../lib/crud.js';

const locationsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx, {
    tag: 'content',
    noun: 'location',
    table: locations,
    rowSchema: LocationSchema,
    saveSchema: LocationSaveSchema,
    lists: [{ path: '/api/locations', access: 'public' }],
    orderBy: [locations.sortOrder, locations.id],
    savePath: '/api/locationsAdmin',
    deletePath: '/api/locationsAdmin/:id',
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
