// Shared set-up for unit tests: DOM matchers, French texts and a clean slate after each test.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import i18n, { loadPrivateTexts } from '@/lib/i18n';
import { dismissToast } from '@/lib/toast';

// CI machines are small and busy: give asynchronous UI updates room before calling them failures.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await loadPrivateTexts();
  await i18n.changeLanguage('fr');
});

afterEach(() => {
  cleanup();
  dismissToast();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
