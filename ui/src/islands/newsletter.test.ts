// The newsletter island: the server's form is sent to the API without leaving the page; the button says it is
// sending and takes no second click meanwhile; success replaces the form and takes the focus; a bad address, too
// many attempts and a lost connection are each said by the field, in the server's words when it has some.
import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUBSCRIBE_PATH, mount } from './newsletter';

const INVALID = "L'adresse e-mail n'est pas valide.";
const TOO_MANY = "Trop de demandes d'inscription depuis cette connexion. Réessayez dans quelques minutes.";

async function enhancedForm() {
  document.documentElement.lang = 'fr';
  document.body.innerHTML = `
    <section><div>
      <div role="status" tabindex="-1" data-newsletter-sent hidden><p>Vérifiez votre boîte mail</p></div>
      <form method="post" action="/newsletter" data-island="newsletter" data-sending="Inscription…"
        data-network-error="Le serveur est injoignable." novalidate>
        <label for="newsletter-email">Votre adresse e-mail</label>
        <input id="newsletter-email" name="email" type="email" aria-describedby="newsletter-error">
        <button type="submit"><span data-newsletter-label>S'inscrire</span></button>
        <p id="newsletter-error" role="alert" data-newsletter-error></p>
        <div hidden><input name="website" type="text"></div>
      </form>
    </div></section>`;
  const form = document.querySelector('form')!;
  await mount(form, { props: null, openContact: vi.fn() });
  const email = form.querySelector<HTMLInputElement>('input[name="email"]')!;
  return {
    form,
    email,
    button: form.querySelector('button')!,
    error: () => form.querySelector('[data-newsletter-error]')!.textContent,
    sent: document.querySelector<HTMLElement>('[data-newsletter-sent]')!,
    submit(address: string) {
      email.value = address;
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    },
  };
}

function answer(status: number, body?: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('newsletter island', () => {
  it("sends the address in the page's language and shows the server's answer in place of the form, focused", async () => {
    const fetchMock = vi.fn(async () => answer(202));
    vi.stubGlobal('fetch', fetchMock);
    const { form, sent, submit } = await enhancedForm();
    submit(' awa@exemple.km ');
    await waitFor(() => expect(sent.hidden).toBe(false));
    expect(form.hidden).toBe(true);
    expect(document.activeElement).toBe(sent);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe(SUBSCRIBE_PATH);
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'awa@exemple.km', lang: 'fr' });
    expect((init.headers as Record<string, string>)['Accept-Language']).toBe('fr');
  });

  it('says the address is invalid by the field, in the server words, and keeps what was typed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer(400, { error: { code: 'validation', message: INVALID, fields: { email: INVALID } } })),
    );
    const { form, email, error, sent, submit } = await enhancedForm();
    submit('pas-une-adresse');
    await waitFor(() => expect(error()).toBe(INVALID));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.value).toBe('pas-une-adresse');
    expect(document.activeElement).toBe(email);
    expect(form.hidden).toBe(false);
    expect(sent.hidden).toBe(true);
  });

  it("shows the server's message when there were too many attempts, and clears it on the next try", async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(answer(429, { error: { code: 'rate_limited', message: TOO_MANY } }))
      .mockResolvedValueOnce(answer(202));
    vi.stubGlobal('fetch', fetchMock);
    const { email, error, sent, submit } = await enhancedForm();
    submit('awa@exemple.km');
    await waitFor(() => expect(error()).toBe(TOO_MANY));
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    submit('awa@exemple.km');
    await waitFor(() => expect(sent.hidden).toBe(false));
    expect(error()).toBe('');
  });

  it('says the server cannot be reached when no answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { form, error, submit } = await enhancedForm();
    submit('awa@exemple.km');
    await waitFor(() => expect(error()).toBe('Le serveur est injoignable.'));
    expect(form.hidden).toBe(false);
  });

  it('shows the button sending, and takes no second submission meanwhile', async () => {
    let settle: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (settle = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { form, button, sent, submit } = await enhancedForm();
    submit('awa@exemple.km');
    expect(button.textContent).toBe('Inscription…');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(form.getAttribute('aria-busy')).toBe('true');
    submit('awa@exemple.km');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    settle(answer(202));
    await waitFor(() => expect(sent.hidden).toBe(false));
    expect(button.textContent).toBe("S'inscrire");
    expect(button.getAttribute('aria-disabled')).toBe('false');
  });

  it("passes a robot's honeypot on, for the server to drop", async () => {
    const fetchMock = vi.fn(async () => answer(202));
    vi.stubGlobal('fetch', fetchMock);
    const { form, submit } = await enhancedForm();
    form.querySelector<HTMLInputElement>('input[name="website"]')!.value = 'https://spam.example';
    submit('robot@exemple.km');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body)).website).toBe('https://spam.example');
  });
});
