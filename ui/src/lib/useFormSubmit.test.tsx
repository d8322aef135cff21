// Checks the shared form submission: field errors from the API's error shape, focus on the first, each gone once its
// field is changed, a French toast.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { Toaster } from '@/components/Toaster';
import { useFormSubmit } from './useFormSubmit';

const FIELDS = ['email', 'password'] as const;
let submit: (send: () => Promise<unknown>) => Promise<boolean> = async () => false;

function Form() {
  const form = useFormSubmit({
    fields: FIELDS,
    fieldId: (field) => `f-${field}`,
    failureTitle: 'Échec',
    failureFallback: 'Réessayez.',
  });
  submit = form.submit;
  return (
    <form>
      <input id="f-email" aria-label="E-mail" />
      <input id="f-password" aria-label="Mot de passe" />
      {form.pending && <p>En cours</p>}
      {FIELDS.map((field) => form.errors[field] && <p key={field}>{form.errors[field]}</p>)}
    </form>
  );
}

describe('useFormSubmit', () => {
  it('puts the server field errors under their fields, focuses the first and says why in a toast', async () => {
    render(
      <>
        <Form />
        <Toaster />
      </>,
    );
    let succeeded = true;
    await act(async () => {
      succeeded = await submit(() =>
        Promise.reject(
          new ApiError(422, 'validation', 'Certains champs sont invalides.', {
            password: 'Mot de passe trop court.',
            unknown: 'Ignoré.',
          }),
        ),
      );
    });
    expect(succeeded).toBe(false);
    expect(screen.getByText('Mot de passe trop court.')).toBeInTheDocument();
    expect(screen.queryByText('Ignoré.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Mot de passe')).toHaveFocus();
    expect(screen.getByText('Échec')).toBeInTheDocument();
    expect(screen.getByText('Certains champs sont invalides.')).toBeInTheDocument();
  });

  it('drops a field error as soon as its field is changed, and only that one', async () => {
    render(<Form />);
    await act(async () => {
      await submit(() =>
        Promise.reject(
          new ApiError(400, 'validation', 'Vérifiez le formulaire.', {
            email: 'Adresse e-mail invalide.',
            password: 'Mot de passe trop court.',
          }),
        ),
      );
    });
    await userEvent.type(screen.getByLabelText('E-mail'), 'a');
    expect(screen.queryByText('Adresse e-mail invalide.')).not.toBeInTheDocument();
    expect(screen.getByText('Mot de passe trop court.')).toBeInTheDocument();
  });

  it('is pending while sending, then clears the errors when the request succeeds', async () => {
    render(<Form />);
    let finish: () => void = () => {};
    let outcome: Promise<boolean> = Promise.resolve(false);
    act(() => {
      outcome = submit(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(screen.getByText('En cours')).toBeInTheDocument();
    await act(async () => {
      finish();
      expect(await outcome).toBe(true);
    });
    expect(screen.queryByText('En cours')).not.toBeInTheDocument();
  });

  it('falls back to the given French message when the server crashed', async () => {
    render(
      <>
        <Form />
        <Toaster />
      </>,
    );
    await act(async () => {
      await submit(() => Promise.reject(new ApiError(500, 'internal', 'panic at line 3')));
    });
    expect(screen.getByText('Réessayez.')).toBeInTheDocument();
    expect(screen.queryByText('panic at line 3')).not.toBeInTheDocument();
  });
});
