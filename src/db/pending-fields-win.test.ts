// The merge rule: fields waiting in the outbox keep their local value over pulled server data; the rest is the server's.
import { describe, expect, it } from 'vitest';
import { reconcileRow, sameData } from './reconcile';

function profile(overrides: Record<string, unknown> = {}) {
  return { id: 7, first_name: 'Amira', last_name: 'Ben Salah', email: null as string | null, trips_count: 0, ...overrides };
}

describe('reconcileRow', () => {
  it('takes the server row when nothing is pending', () => {
    const local = { ...profile({ first_name: 'Old' }), _syncedAt: 1 };
    expect(reconcileRow(profile({ trips_count: 2 }), local, 50)).toEqual({ ...profile({ trips_count: 2 }), _syncedAt: 50 });
  });

  it('keeps pending fields and their list, and the server’s value for every other field', () => {
    const local = { ...profile({ first_name: 'Salma', email: 'salma@example.tn' }), _syncedAt: 1, _pending: ['first_name', 'email'] };
    const merged = reconcileRow(profile({ first_name: 'Amira', trips_count: 5 }), local, 50);
    expect(merged).toEqual({
      ...profile({ first_name: 'Salma', email: 'salma@example.tn', trips_count: 5 }),
      _syncedAt: 50,
      _pending: ['first_name', 'email'],
    });
  });

  it('keeps a photo chosen offline while it is pending', () => {
    const photo = new Blob(['jpeg']);
    const local = { ...profile({ image: null }), _pending: ['image'], _localImage: photo };
    expect(reconcileRow(profile({ image: 'avatars/old.jpg' }), local, 50)._localImage).toBe(photo);
  });

  it('starts from the server row when there is no local row', () => {
    expect(reconcileRow(profile(), undefined, 9)).toEqual({ ...profile(), _syncedAt: 9 });
  });

  it('changes neither of its inputs', () => {
    const server = profile();
    const local = { ...profile({ first_name: 'Salma' }), _pending: ['first_name'] };
    const serverCopy = structuredClone(server);
    const localCopy = structuredClone(local);
    reconcileRow(server, local, 50);
    expect(server).toEqual(serverCopy);
    expect(local).toEqual(localCopy);
  });
});

describe('sameData', () => {
  it('ignores key order and local bookkeeping fields', () => {
    expect(sameData({ a: 1, b: [1, 2], _syncedAt: 1 }, { b: [1, 2], a: 1, _pending: ['a'] })).toBe(true);
  });

  it('sees a changed value and a missing row', () => {
    expect(sameData({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameData({ a: 1 }, undefined)).toBe(false);
  });
});
