// The newsletter island: the subscribe form the server draws is sent to the API instead, without leaving the page.
// The button says it is sending, the answer replaces the form (focus goes to it), and an error stays by the field:
// the server's own words (a bad address, too many attempts) or, with no answer at all, the form's own.
// Plain DOM work over the server's markup, whose texts it reuses: no React, no translations to fetch.
import type { SubscribeRequest } from '@/generated/SubscribeRequest';
import { ApiError, apiSend } from '@/lib/api';
import { siteLanguage } from '@/lib/language';
import type { MountIsland } from './types';

export const SUBSCRIBE_PATH = '/api/newsletter/subscribe';

export const mount: MountIsland = async (element) => {
  if (!(element instanceof HTMLFormElement)) return null;
  const form = element;
  const email = form.querySelector<HTMLInputElement>('input[name="email"]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = form.querySelector<HTMLElement>('[data-newsletter-label]');
  const error = form.querySelector<HTMLElement>('[data-newsletter-error]');
  const sent = form.parentElement?.querySelector<HTMLElement>('[data-newsletter-sent]');
  if (!email || !button || !label || !error || !sent) return null;
  const idleLabel = label.textContent ?? '';
  let sending = false;

  function showSending(on: boolean) {
    sending = on;
    label!.textContent = on ? (form.dataset.sending ?? idleLabel) : idleLabel;
    // Not `disabled`: the focused button would drop the focus to the page's start.
    button!.setAttribute('aria-disabled', String(on));
    form.setAttribute('aria-busy', String(on));
  }

  function showError(message: string, invalidField: boolean) {
    error!.textContent = message;
    if (invalidField) email!.setAttribute('aria-invalid', 'true');
    else email!.removeAttribute('aria-invalid');
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (sending) return;
    void subscribe();
  });

  async function subscribe() {
    showSending(true);
    showError('', false);
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')?.value ?? '';
    const request: SubscribeRequest = { email: email!.value.trim(), lang: siteLanguage(document.documentElement.lang) };
    if (honeypot) request.website = honeypot;
    try {
      await apiSend('POST', SUBSCRIBE_PATH, request);
      form.hidden = true;
      sent!.hidden = false;
      sent!.focus();
    } catch (failure) {
      const known = failure instanceof ApiError ? failure : null;
      const fieldError = known?.fields?.email;
      showError(fieldError || known?.message || form.dataset.networkError || '', Boolean(fieldError));
      if (fieldError) email!.focus();
    } finally {
      showSending(false);
    }
  }
  return {};
};
