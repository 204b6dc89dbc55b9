import type { PageViewRequest } from '@kingside/shared';
import { apiClient } from '@/lib/api-client';

/** POST /api/pageviews; sends the token when logged in so the view is attributed to the user. */
export const recordPageView = (body: PageViewRequest) =>
  apiClient.post('/pageviews', body, { auth: 'optional' });
