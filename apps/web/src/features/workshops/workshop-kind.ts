import type { SessionKind } from '../../components/sessions/session';
import { paths } from '../../lib/paths';

export const WORKSHOP_KIND: SessionKind = {
  one: 'workshop',
  many: 'workshops',
  namespace: 'workshops',
  listPath: paths.workshops,
  detailPath: paths.workshop,
};
