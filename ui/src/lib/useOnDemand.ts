// Downloads a component's code only once it is needed (or about to be, e.g. on hover), then keeps it:
// for parts of a page most visits never open. Plain state rather than Suspense, so the part shows the
// moment its code arrives.
import { useCallback, useState, type ComponentType } from 'react';

/** A module loader, called at most once however many components ask for it. */
export function onDemand<P>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  return {
    current: () => loaded,
    fetch(): Promise<ComponentType<P>> {
      loading ??= load().then(
        (component) => (loaded = component),
        (error: unknown) => {
          // A lost connection must not stop a later attempt.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** The component once its code is in (null before), and `prepare` to start fetching it. */
export function useOnDemand<P>(part: ReturnType<typeof onDemand<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(() => part.current());
  const prepare = useCallback(() => {
    part.fetch().then(
      (component) => setComponent(() => component),
      (error: unknown) => console.error('Chargement impossible', error),
    );
  }, [part]);
  return { Component, prepare };
}
