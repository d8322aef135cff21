// Remembers on this device whether the back-office sidebar is folded down to its icons.
import { useCallback, useState } from 'react';

export const SIDEBAR_STORAGE_KEY = 'vitrine.sidebar.collapsed';

function readStored(): boolean {
  try {
    return window.localStorage.getItem(SIDEBAR_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

export function useSidebarCollapsed(): [boolean, () => void] {
  const [collapsed, setCollapsed] = useState(readStored);

  const toggle = useCallback(() => {
    setCollapsed((current) => {
      const next = !current;
      try {
        window.localStorage.setItem(SIDEBAR_STORAGE_KEY, next ? '1' : '0');
      } catch {
        // Private browsing may refuse storage: the choice then lasts for this visit only.
      }
      return next;
    });
  }, []);

  return [collapsed, toggle];
}
