import { useLayoutEffect } from 'react';
import { useLocation, type Location } from 'react-router';

/** Where a test's router is now: `router.state.location`, as the page last committed it. */
export interface RouterView {
  state: { location: Location };
}

export function routerView(): RouterView {
  return { state: { location: { pathname: '/', search: '', hash: '', state: null, key: 'default' } } };
}

/** Put inside a test's router: keeps `view.state.location` at the location on screen. */
export function RecordLocation({ into }: { into: RouterView }) {
  const location = useLocation();
  useLayoutEffect(() => record(into, location), [into, location]);
  return null;
}

function record(view: RouterView, location: Location) {
  view.state.location = location;
}
