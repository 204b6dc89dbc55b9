import { ConfigRowSchema, ConfigSaveSchema } from '@kingside/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { configs } from '../../db/schema.js';
import { registerCrudRoutes } from '../../lib/crud.js';

const configsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx, {
    tag: 'admin',
    noun: 'config',
    table: configs,
    rowSchema: ConfigRowSchema,
    saveSchema: ConfigSaveSchema,
    lists: [{ path: '/api/configs', access: 'admin' }],
    orderBy: [configs.configName],
    savePath: '/api/configs',
    deletePath: '/api/configs/:id',
    present: (r) => ({ id: r.id, configName: r.configName, configValue: r.configValue }),
    toValues: (s) => s,
    uniqueConflict: {
      code: 'CONFIG_NAME_TAKEN',
      field: 'configName',
      message: 'A config with this name exists.',
    },
  });
};

export default configsRoutes;
