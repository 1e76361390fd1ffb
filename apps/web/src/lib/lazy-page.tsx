import { use, type ComponentType } from 'react';

/** A page whose code arrives on its first visit, and the call that fetches it ahead of that. */
export interface LazyPage {
  Page: ComponentType;
  preload: () => Promise<ComponentType>;
}

/** A promise that says it has settled the way React's `use` reads it, so a loaded page never suspends. */
type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A page loaded when it is first shown. Until its code is here the page suspends: the router's
 * navigations are transitions, so the page before it stays on screen meanwhile. The server and the
 * browser's first render call `preload` before rendering, so a page they show never suspends. A
 * load that fails is forgotten, so the next visit tries again.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let loading: Tracked<ComponentType> | undefined;
  const preload = (): Tracked<ComponentType> => {
    if (loading) return loading;
    const promise: Tracked<ComponentType> = load().then(
      (component) => {
        Object.assign(promise, { status: 'fulfilled', value: component });
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return (loading = promise);
  };
  function Page() {
    const Component = use(preload() as Promise<ComponentType>);
    return <Component />;
  }
  return { Page, preload };
}
