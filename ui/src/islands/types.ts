// What the public pages' script and the islands it loads agree on: how an island is mounted and opened.

/** What the page's script gives every island it mounts. */
export interface IslandContext {
  /** The element's `data-props`, parsed (null without them or when they are not JSON). */
  props: unknown;
  /** Opens the contact dialog, loading its island if needed; focus goes back to `opener` when it closes. */
  openContact: (opener: HTMLElement | null) => void;
}

/** A mounted island; `open` is how a trigger outside it asks it to show itself again. */
export interface Island {
  open?: (opener: HTMLElement | null) => void;
}

/** Every island module exports `mount`; null means the island chose to keep the server's fallback. */
export type MountIsland = (element: HTMLElement, context: IslandContext) => Promise<Island | null>;
