import { ContactSaveSchema, ContactSchema } from '@kingside/shared';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../context.js';
import { contacts } from '../../db/schema.js';
import { registerCrudRoutes } from '../../lib/crud.js';

const contactsRoutes: FastifyPluginAsync<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerCrudRoutes(app, ctx, {
    tag: 'admin',
    noun: 'contact',
    table: contacts,
    rowSchema: ContactSchema,
    saveSchema: ContactSaveSchema,
    lists: [{ path: '/api/contacts', access: 'admin' }],
    orderBy: [desc(contacts.modifiedDate), desc(contacts.id)],
    savePath: '/api/contacts',
    deletePath: '/api/contacts/:id',
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
