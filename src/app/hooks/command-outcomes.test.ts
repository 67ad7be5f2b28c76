// How a command's outcome reaches the user: one toast per outcome, field errors under the fields, none beside the worker's.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EntryOutcome } from '../../sync/client';
import { db } from '../../db/database';

const toasts = vi.hoisted(() => [] as { kind: string; message: string }[]);
const outcomeOf = vi.hoisted(() => ({ next: { status: 'queued' } as EntryOutcome }));

// The sync worker is a browser Worker: the command is stored for real, and the worker's answer is the test's.
vi.mock('../../sync/client', () => ({
  runCommand: async (write: Promise<string>) => {
    await write;
    return outcomeOf.next;
  },
}));
vi.mock('../ui/toast', () => ({
  notify: Object.fromEntries(['success', 'error', 'info', 'warning'].map((kind) => [kind, (message: string) => toasts.push({ kind, message })])),
}));

const { runAndReport, serverMessageOr } = await import('./use-command');

/** A write as a command makes it: an outbox entry, whose id the worker is asked to send. */
async function write(): Promise<string> {
  const id = crypto.randomUUID();
  await db.table('outbox').put({ id, userId: 1, kind: 'deleteTrip', label: 'test', method: 'DELETE', path: '/api/trips/1', createdAt: Date.now() });
  return id;
}

function fieldErrors() {
  const set: Record<string, string> = {};
  return { set, setError: (field: string, error: { message?: string }) => (set[field] = error.message ?? '') };
}

beforeEach(() => {
  toasts.length = 0;
});
afterEach(async () => {
  await db.delete();
  await db.open();
});

describe('the outcome of a command', () => {
  it('sent: one success toast, the server message when the form reads it', async () => {
    outcomeOf.next = { status: 'sent', response: { message: 'Trajet publié.' } };
    const result = await runAndReport(write, { sent: serverMessageOr('Enregistré') });
    expect(result).toEqual({ status: 'sent', response: { message: 'Trajet publié.' } });
    expect(toasts).toEqual([{ kind: 'success', message: 'Trajet publié.' }]);
  });

  it('sent, shown by the caller itself (a dialog): no toast', async () => {
    outcomeOf.next = { status: 'sent', response: null };
    expect((await runAndReport(write, {})).status).toBe('sent');
    expect(toasts).toEqual([]);
  });

  it('queued offline: one info toast saying it goes when the network is back', async () => {
    outcomeOf.next = { status: 'queued' };
    expect(await runAndReport(write, { sent: 'Enregistré', queued: 'Envoyé au retour du réseau' })).toEqual({ status: 'queued' });
    expect(toasts).toEqual([{ kind: 'info', message: 'Envoyé au retour du réseau' }]);

    toasts.length = 0;
    outcomeOf.next = { status: 'queued', error: { status: 0, message: '' } };
    await runAndReport(write, { sent: 'Enregistré', queued: 'Envoyé au retour du réseau' });
    expect(toasts).toEqual([{ kind: 'info', message: 'Envoyé au retour du réseau' }]);
  });

  it('queued after a 5xx or a 429: nothing beside the worker’s own reply', async () => {
    for (const status of [500, 503, 429]) {
      outcomeOf.next = { status: 'queued', error: { status, message: 'Server error' } };
      expect(await runAndReport(write, { sent: 'Enregistré', queued: 'Envoyé au retour du réseau' })).toEqual({ status: 'queued' });
    }
    expect(toasts).toEqual([]);
  });

  it('held (login or verification asked): nothing beside the worker’s login or OTP modal', async () => {
    outcomeOf.next = { status: 'queued', error: { status: 401, message: 'Login required.', authRequired: true } };
    expect((await runAndReport(write, { sent: 'Enregistré' })).status).toBe('queued');
    outcomeOf.next = { status: 'queued', error: { status: 403, message: 'Verify.', code: 'account_not_verified' } };
    expect((await runAndReport(write, { sent: 'Enregistré' })).status).toBe('queued');
    expect(toasts).toEqual([]);
  });

  it('refused with field errors: each first message under its field, the others returned, one error toast', async () => {
    outcomeOf.next = {
      status: 'failed',
      error: { status: 422, message: 'Données invalides.', errors: { seats: ['Trop de places.', 'Encore'], trip: ['Trajet complet.'] } },
    };
    const { set, setError } = fieldErrors();
    const seen: Record<string, string[]>[] = [];
    const result = await runAndReport(write, { sent: 'Enregistré' }, { setError, fields: ['seats'], onFieldErrors: (errors) => seen.push(errors) });
    expect(result).toMatchObject({ status: 'refused', placed: true, unplaced: ['Trajet complet.'] });
    expect(set).toEqual({ seats: 'Trop de places.' });
    expect(seen).toHaveLength(1);
    expect(toasts).toEqual([{ kind: 'error', message: 'Données invalides.' }]);
  });

  it('refused with field errors, where the spec fixes the toast: its text, not the server’s', async () => {
    outcomeOf.next = { status: 'failed', error: { status: 422, message: 'The given data was invalid.', errors: { price: ['Trop cher.'] } } };
    const { set, setError } = fieldErrors();
    await runAndReport(write, { invalid: 'Erreur de validation', fixedRefusalText: 'invalid' }, { setError, fields: ['price'] });
    expect(set).toEqual({ price: 'Trop cher.' });
    expect(toasts).toEqual([{ kind: 'error', message: 'Erreur de validation' }]);
  });

  it('refused whole: one error toast, the server message or the form’s own', async () => {
    outcomeOf.next = { status: 'failed', error: { status: 409, message: 'Ce trajet a déjà commencé.' } };
    const result = await runAndReport(write, { sent: 'Supprimé', refused: 'Suppression impossible' });
    expect(result).toMatchObject({ status: 'refused', placed: false, unplaced: [] });
    outcomeOf.next = { status: 'failed', error: { status: 409, message: '' } };
    await runAndReport(write, { sent: 'Supprimé', refused: 'Suppression impossible' });
    expect(toasts).toEqual([
      { kind: 'error', message: 'Ce trajet a déjà commencé.' },
      { kind: 'error', message: 'Suppression impossible' },
    ]);
  });

  it('refused, shown by the form beside its field: no toast', async () => {
    outcomeOf.next = { status: 'failed', error: { status: 422, message: 'Code incorrect.' } };
    expect(await runAndReport(write, { quietRefusal: true })).toMatchObject({ status: 'refused', error: { message: 'Code incorrect.' } });
    expect(toasts).toEqual([]);
  });

  it('not written (signed out meanwhile): says why, and nothing is sent', async () => {
    const result = await runAndReport(() => Promise.reject(new Error('Vous n’êtes plus connecté.')), { sent: 'Enregistré' });
    expect(result).toEqual({ status: 'not-written', message: 'Vous n’êtes plus connecté.' });
    expect(toasts).toEqual([{ kind: 'error', message: 'Vous n’êtes plus connecté.' }]);
  });
});
