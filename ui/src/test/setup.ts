// Shared set-up for unit tests: DOM matchers, French texts and a clean slate after each test.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import i18n, { loadPrivateTexts, loadTexts } from '@/lib/i18n';
import { dismissToast } from '@/lib/toast';
import { unmountIslands } from '@/islands/root';

// CI machines are small and busy: give asynchronous UI updates room before calling them failures.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await Promise.all([loadTexts(['common', 'blog', 'contact', 'chat']), loadPrivateTexts()]);
  await i18n.changeLanguage('fr');
});

afterEach(() => {
  cleanup();
  act(() => unmountIslands());
  dismissToast();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});
