// One React root per island, over the server's fallback markup, which its first render replaces.
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const roots = new Set<Root>();

/** Renders into `element`; call again to render the island with new props. */
export function islandRoot(element: HTMLElement): (node: ReactNode) => void {
  const root = createRoot(element);
  roots.add(root);
  return (node) => root.render(<StrictMode>{node}</StrictMode>);
}

/** A page keeps its islands until it is left; unit tests start each case without the previous one's. */
export function unmountIslands(): void {
  roots.forEach((root) => root.unmount());
  roots.clear();
}
