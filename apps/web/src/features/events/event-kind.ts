import type { SessionKind } from '../../components/sessions/session';
import { paths } from '../../lib/paths';

export const EVENT_KIND: SessionKind = {
  one: 'event',
  many: 'events',
  namespace: 'events',
  listPath: paths.events,
  detailPath: paths.event,
};
