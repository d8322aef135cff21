// The libraries every page runs on, imported before the app's own modules: evaluating the two is then two
// short tasks of the page's start instead of one long one.
export { createRoot } from 'react-dom/client';
export { createBrowserRouter } from 'react-router';
export { QueryClient } from '@tanstack/react-query';
export { default as i18next } from 'i18next';
export { initReactI18next } from 'react-i18next';
