import { ProgramSaveSchema, ProgramSchema, type Program } from '@kingside/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCrudRoutes } from '../../lib/crud.js';
import { programsRepository, type ProgramRow } from './programs.repository.js';

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
    repository: programsRepository,
    rowSchema: ProgramSchema,
    saveSchema: ProgramSaveSchema,
    lists: { public: '/api/programs', admin: '/api/programsAdmin' },
    present: (r) => present(r, null),
    // Every answer names the location, read once per request.
    async presentAll(rows, repository) {
      const ids = [...new Set(rows.map((r) => r.locationId).filter((id) => id !== null))];
      const names = await repository.locationNames(ids);
      return rows.map((r) =>
        present(r, r.locationId === null ? null : (names.get(r.locationId) ?? null)),
      );
    },
    toValues: (s) => s,
  });
};

export default programsRoutes;
