// The page's entry: its stylesheet, and the app, fetched once the server's HTML is on screen.
import './index.css';

/** Longest wait for the web fonts before the app is fetched anyway (their own wait ends at 100 ms). */
const FONT_WAIT_MS = 300;

let started = false;

/** Resolves in a task of its own, so the work before and after it never adds up to one long task. */
function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function startApp() {
  if (started) return;
  started = true;
  void import('./app/libraries')
    .then(nextTask)
    .then(() => import('./app/start'))
    .then(async ({ prepareApp }) => {
      await nextTask();
      const renderApp = prepareApp();
      await nextTask();
      renderApp();
    });
}

// A first visit sees the server's content without waiting for the app's code: the code is only asked for
// once that content has been painted, text included (the fonts settled), and arrives without competing
// with the stylesheet and the fonts. Hidden tabs paint nothing: they start at once.
if (document.visibilityState === 'hidden') startApp();
else {
  const fontsSettled = Promise.race([document.fonts.ready, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
  void fontsSettled.then(() => requestAnimationFrame(() => setTimeout(startApp, 0)));
}
document.addEventListener('visibilitychange', startApp, { once: true });
