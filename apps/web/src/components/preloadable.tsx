import { lazy, useState, type ComponentType } from 'react';

/** A component fetched on first use, whose code can also be asked for before it is drawn. */
export type Preloadable<P extends object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * Like React.lazy, with `preload()`: a section whose code was fetched before it is first drawn (a route's
 * loader asks for the section the address opens, decision 055) is drawn at once, where React.lazy would
 * suspend for a turn even with its code in hand and show the section's skeleton first. An instance keeps the
 * component it started with: switching from the lazy wrapper to the loaded component would remount it.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed fetch may be asked for again (the route's error boundary offers a retry).
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function PreloadableComponent(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(PreloadableComponent, { preload });
}
