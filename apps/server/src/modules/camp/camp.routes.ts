import {
  ApiErrorSchema,
  CampEventDatesSchema,
  CampEventDetailSchema,
  CampEventSaveSchema,
  CampEventSchema,
  CampRegistrationSaveSchema,
  CampRegistrationSchema,
  CartRequestSchema,
  DeletedResponseSchema,
  EventDetailQuerySchema,
  EventNameQuerySchema,
  MESSAGES,
  OrderResponseSchema,
} from '@kingside/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { registerCrudRoutes } from '../../lib/crud.js';
import { notFound } from '../../lib/errors.js';
import { byId, byQuery, INVALID_OR_MISSING } from '../../lib/route-schemas.js';
import { publicRoutes, signedInRoutes } from '../../lib/routes.js';
import { todayIn } from '../../lib/time.js';
import { holderKeyOf, presentOrder } from '../payments/index.js';
import {
  campEventsCrud,
  campRepository,
  type CampEventRow,
  type CampRegistrationRow,
} from './camp.repository.js';
import { campOrderKind, checkoutCart, eventDetail, saveRegistration } from './camp.service.js';

const presentEvent = (r: CampEventRow) => ({
  id: r.id,
  eventName: r.eventName,
  eventSlot: r.eventSlot,
  startDate: r.startDate,
  endDate: r.endDate,
  startTime: r.startTime,
  endTime: r.endTime,
  priceCents: r.priceCents,
  earlyBirdPriceCents: r.earlyBirdPriceCents,
  earlyBirdDeadline: r.earlyBirdDeadline,
  eventUnit: r.eventUnit,
  capacity: r.capacity,
  active: r.active,
});

const presentRegistration = (r: CampRegistrationRow) => ({
  id: r.id,
  studentName: r.studentName,
  parentName: r.parentName,
  email: r.email,
  phoneNumber: r.phoneNumber,
  eventName: r.eventName,
  eventSlot: r.eventSlot,
  eventPrice: r.eventPriceCents,
  eventUnit: r.eventUnit,
  eventId: r.eventId,
  paid: r.paid,
  paymentMethod: r.paymentMethod,
  active: r.active,
  createdDate: r.createdDate.toISOString(),
});

const campRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const camp = () => campRepository(ctx.database.db);
  const today = () => todayIn(ctx.config.club.timezone);
  const desk = app.payments.registerOrderKind(campOrderKind(ctx));
  const visitor = publicRoutes(app, 'camp');
  const { admin } = signedInRoutes(app, 'camp');

  visitor.get(
    '/api/campEvents',
    'Summer camp weeks and slots that have not ended, with prices in cents',
    { response: { 200: z.array(CampEventSchema) } },
    async () => (await camp().bookableEvents(today())).map(presentEvent),
  );

  visitor.get(
    '/api/campEvents/eventNames',
    'Names of the camp weeks that can be booked, in date order',
    { response: { 200: z.array(z.string()) } },
    async () => [...new Set((await camp().bookableEvents(today())).map((e) => e.eventName))],
  );

  visitor.get(
    '/api/campEvents/eventSlots',
    'The slots of one camp week (full day, morning, afternoon)',
    byQuery(EventNameQuerySchema, z.array(z.string())),
    async (request) =>
      (await camp().bookableEvents(today()))
        .filter((e) => e.eventName === request.query.eventName)
        .map((e) => e.eventSlot),
  );

  visitor.get(
    '/api/campEvents/eventDates',
    'First and last day of each camp week',
    { response: { 200: CampEventDatesSchema } },
    async () => {
      const weeks = new Map<string, { eventName: string; startDate: string; endDate: string }>();
      for (const e of await camp().bookableEvents(today())) {
        const w = weeks.get(e.eventName);
        if (!w)
          weeks.set(e.eventName, {
            eventName: e.eventName,
            startDate: e.startDate,
            endDate: e.endDate,
          });
        else {
          if (e.startDate < w.startDate) w.startDate = e.startDate;
          if (e.endDate > w.endDate) w.endDate = e.endDate;
        }
      }
      return [...weeks.values()];
    },
  );

  visitor.get(
    '/api/campEvents/eventDetail',
    "One week and slot: id, today's eventPrice (cents, early bird by date), eventUnit, seats left",
    {
      querystring: EventDetailQuerySchema,
      response: { 200: CampEventDetailSchema, ...INVALID_OR_MISSING },
    },
    async (request) => {
      const e = await camp().findEvent(request.query.eventName, request.query.eventSlot);
      if (!e || !e.active || e.endDate < today()) throw notFound('No such camp week and slot.');
      return eventDetail(ctx, e);
    },
  );

  visitor.post(
    '/api/cart',
    'Check out a camp cart: the order, priced on the server, and its registrations (a repeat with the same key answers the same order)',
    {
      body: CartRequestSchema,
      response: {
        201: OrderResponseSchema,
        400: ApiErrorSchema,
        409: ApiErrorSchema,
        429: ApiErrorSchema,
      },
    },
    async (request, reply) => {
      const { order } = await checkoutCart(
        ctx,
        desk,
        request.body,
        holderKeyOf(ctx, request),
        request.auth?.user.id ?? null,
      );
      const message =
        order.status === 'awaiting_payment' ? MESSAGES.campRegistered : 'Order created.';
      return reply.status(201).send({ message, order: presentOrder(order, ctx) });
    },
    { rateLimit: 'perIp' },
  );

  // Admin: camp events (weeks and slots) grid.
  registerCrudRoutes(app, ctx, {
    tag: 'camp',
    noun: 'camp event',
    repository: campEventsCrud,
    rowSchema: CampEventSchema,
    saveSchema: CampEventSaveSchema,
    lists: { admin: '/api/campEventsAdmin' },
    adminPath: '/api/campEventsAdmin',
    present: presentEvent,
    toValues: (s) => s,
    uniqueConflict: {
      code: 'CAMP_EVENT_EXISTS',
      field: 'eventSlot',
      message: 'This camp week already has that slot.',
    },
  });

  // Admin: camp registrations grid.
  admin.get(
    '/api/campAdmin/',
    'Admin: camp registrations (added by hand, or booked through checkout)',
    { response: { 200: z.array(CampRegistrationSchema), 404: ApiErrorSchema } },
    async () => (await camp().listBookedRegistrations()).map(presentRegistration),
  );

  admin.post(
    '/api/camp',
    'Admin: add a camp registration (no id) or change one; the event sets name, slot, price and days',
    {
      body: CampRegistrationSaveSchema,
      response: { 200: CampRegistrationSchema, ...INVALID_OR_MISSING },
    },
    async (request) => presentRegistration(await saveRegistration(ctx.database.db, request.body)),
  );

  admin.delete(
    '/api/campAdmin/:id',
    'Admin: delete a camp registration',
    byId(DeletedResponseSchema),
    async (request) => {
      if (!(await camp().deleteRegistration(request.params.id))) {
        throw notFound(`No camp registration with id ${request.params.id}.`);
      }
      return { message: MESSAGES.deleted };
    },
  );
};

export default campRoutes;
