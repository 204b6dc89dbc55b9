import { ContactSaveSchema, ContactSchema } from '@kingside/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCrudRoutes } from '../../lib/crud.js';
import { contactsRepository } from './contacts.repository.js';

const contactsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx, {
    tag: 'admin',
    noun: 'contact',
    repository: contactsRepository,
    rowSchema: ContactSchema,
    saveSchema: ContactSaveSchema,
    lists: { admin: '/api/contacts' },
    present: (r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      phoneNumber: r.phoneNumber,
      kidsName: r.kidsName,
      unsubscribe: r.unsubscribe,
      modifiedDate: r.modifiedDate.toISOString(),
    }),
    toValues: (s) => ({ ...s, modifiedDate: new Date() }),
    uniqueConflict: {
      code: 'CONTACT_EXISTS',
      field: 'email',
      message: 'A contact with this e-mail exists.',
    },
  });
};

export default contactsRoutes;
