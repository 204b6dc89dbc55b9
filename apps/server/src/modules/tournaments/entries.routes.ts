import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';

/** Entry lists and their administration (issue 15; docs/decisions/0037). */
const entriesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async () => {};

export default entriesRoutes;
