import { ProgramSaveSchema, ProgramSchema, type Program } from '@kingside/shared';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { locations, programs } from '../../db/schema.js';
import { registerCrudRoutes } from '../../lib/crud.js';

type ProgramRow = typeof programs.$inferSelect;

const present = (r: ProgramRow, locationName: string | null): Program => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  locationId: r.locationId,
  locationName,
  level: r.level,
  description: r.description,
  priceCents: r.priceCents,
  priceUnit: r.priceUnit,
  registrationFeeCents: r.registrationFeeCents,
  maxStudents: r.maxStudents,
  dayOfWeek: r.dayOfWeek,
  startTime: r.startTime,
  endTime: r.endTime,
  startDate: r.startDate,
  endDate: r.endDate,
  schoolName: r.schoolName,
  active: r.active,
  sortOrder: r.sortOrder,
});

const programsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx, {
    tag: 'content',
    noun: 'program',
    table: programs,
    rowSchema: ProgramSchema,
    saveSchema: ProgramSaveSchema,
    lists: [
      { path: '/api/programs', access: 'public', where: eq(programs.active, true) },
      { path: '/api/programsAdmin', access: 'admin' },
    ],
    orderBy: [programs.sortOrder, programs.id],
    savePath: '/api/programsAdmin',
    deletePath: '/api/programsAdmin/:id',
    present: (r) => present(r, null),
    // Every answer names the location, read once per request.
    async presentAll(rows, db) {
      const ids = [...new Set(rows.map((r) => r.locationId).filter((id) => id !== null))];
      const names = ids.length
        ? await db
            .select({ id: locations.id, name: locations.name })
            .from(locations)
            .where(inArray(locations.id, ids))
        : [];
      const byId = new Map(names.map((l) => [l.id, l.name]));
      return rows.map((r) =>
        present(r, r.locationId === null ? null : (byId.get(r.locationId) ?? null)),
      );
    },
    toValues: (s) => s,
  });
};

export default programsRoutes;
