import { createRouter } from '../../http/create-router.ts';
import type { ApiDeps } from '../deps.ts';
import { eventStream } from './event-stream.ts';
import { eventStreamRoute } from './events.routes.ts';

const EVENT_ID = /^(0|[1-9][0-9]{0,15})$/;

export function eventsRouter(deps: ApiDeps) {
  return createRouter().openapi(eventStreamRoute, (c) => {
    const { since, types } = c.req.valid('query');
    // Last-Event-ID (sent by a browser's EventSource when it reconnects) wins over ?since=.
    const lastEventId = c.req.valid('header')['last-event-id']?.trim();
    if (lastEventId !== undefined && lastEventId !== '' && !EVENT_ID.test(lastEventId)) {
      return c.json({ error: 'Last-Event-ID must be an event id' }, 400);
    }
    const resumeFrom = lastEventId ? Number(lastEventId) : since;
    // The route declares the stream as its 200; the typed handler cannot see a streamed response as one.
    return eventStream(c, deps, { organizationId: c.get('principal').organizationId, since: resumeFrom, types }) as never;
  });
}
