import { revenueQuerySchema, revenueSchema } from '../schemas/revenue';
import { errorAnswers } from './answers';
import { endpoint } from './endpoint';

/** The newsroom's revenue numbers, from the site's own payments: editors and admins. */
export const getRevenue = endpoint({
  access: 'editor',
  tags: ['revenue'],
  method: 'GET',
  path: '/revenue',
  summary:
    'Active subscribers, monthly recurring revenue, new, renewed and lapsed subscriptions per month, churn and retention by cohort',
  query: revenueQuerySchema,
  response: { 200: revenueSchema, ...errorAnswers(400, 401, 403) },
});
