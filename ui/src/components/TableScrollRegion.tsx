// A table's card that scrolls sideways inside itself when its table is wider than it (long words, a narrow window),
// so the table never spills out of its card or widens the page; once it scrolls it is a named region one can reach
// with Tab and scroll with the arrow keys.
import { useEffect, useState, type ReactNode } from 'react';

/** Whether the element's content is wider than the element, followed as either is resized. */
function useHorizontalOverflow(element: HTMLElement | null): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver !== 'function') return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The table grows as its rows arrive, without its card changing size.
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    measure();
    return () => observer.disconnect();
  }, [element]);
  return overflowing;
}

export function TableScrollRegion({
  label,
  className = '',
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const [element, setElement] = useState<HTMLDivElement | null>(null);
  const overflowing = useHorizontalOverflow(element);
  const scrollable = overflowing ? { tabIndex: 0, role: 'region', 'aria-label': label } : {};
  return (
    <div
      ref={setElement}
      {...scrollable}
      className={`overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm ${className}`}
    >
      {children}
    </div>
  );
}
