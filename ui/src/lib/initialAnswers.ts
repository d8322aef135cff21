// The API answers the server embedded in the page for its first render, so the first screen shows without a
// round trip. They hold for the page the visitor arrived on: after the first navigation, pages ask the server.
const ELEMENT_ID = 'vitrine-answers';

let answers: Record<string, unknown> | null | undefined;

function embedded(): Record<string, unknown> | null {
  if (answers === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(ELEMENT_ID)?.textContent;
    try {
      answers = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      answers = null;
    }
  }
  return answers;
}

/** What the server answered for `url` when it sent this page, while the visitor is still on it. */
export function initialAnswer<T>(url: string): T | undefined {
  return embedded()?.[url] as T | undefined;
}

/** Whether the visitor is still on the page the answers came with. */
export function initialAnswersHeld(): boolean {
  return embedded() !== null;
}

/** From the first navigation on, answers may be stale: pages fetch what they show. */
export function forgetInitialAnswers() {
  answers = null;
}
