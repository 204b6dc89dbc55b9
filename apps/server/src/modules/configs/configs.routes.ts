import { ConfigRowSchema, ConfigSaveSchema } from '@kingside/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCrudRoutes } from '../../lib/crud.js';
import { configsRepository } from './configs.repository.js';

const configsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx, {
    tag: 'admin',
    noun: 'config',
    repository: configsRepository,
    rowSchema: ConfigRowSchema,
    saveSchema: ConfigSaveSchema,
    lists: { admin: '/api/configs' },
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
