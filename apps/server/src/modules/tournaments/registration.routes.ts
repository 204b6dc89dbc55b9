import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';

/** Registration: cart quote, checkout, waiting-list offers (issue 15; docs/decisions/0037). */
const registrationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async () => {};

export default registrationRoutes;
