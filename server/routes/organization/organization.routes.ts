import { OrganizationSchema, UpdateOrganizationBodySchema } from '#contract/organization';
import { declareRoute } from '../../http/declare-route.ts';
import { badRequest, errorResponse, jsonContent, unauthorized } from '../../http/responses.ts';

export const getOrganizationRoute = declareRoute({
  operationId: 'getOrganization',
  method: 'get',
  path: '/organization',
  tags: ['Organization'],
  summary: 'The organization',
  description: 'Its name and time zone (IANA), for every caller of the organization.',
  responses: { 200: jsonContent(OrganizationSchema, 'The organization.'), ...unauthorized },
});

export const updateOrganizationRoute = declareRoute({
  operationId: 'updateOrganization',
  method: 'patch',
  path: '/organization',
  tags: ['Organization'],
  summary: 'Rename the organization or change its time zone',
  description:
    'Owners and admins (and API keys). The time zone is an IANA name (`Europe/Paris`), stored by its canonical name; snooze times, invoice dates and exports follow it from the next request.',
  request: { body: { required: true, content: { 'application/json': { schema: UpdateOrganizationBodySchema } } } },
  responses: {
    200: jsonContent(OrganizationSchema, 'The organization as changed.'),
    ...badRequest('An empty or too long name, a time zone that is not an IANA one, or nothing to change.'),
    ...unauthorized,
    403: errorResponse('The organization is changed by owners and admins (or with an API key): an agent gets 403.'),
  },
});
