// Blocks in integration tests: blocking, unblocking and listing as a person would.
import { call, type SignedInUser, type TestServer } from './server';

export const blockUser = (server: TestServer, who: SignedInUser | undefined, userId: number | string, headers: Record<string, string> = {}) =>
  call(server, 'POST', `/api/users/${userId}/block`, { token: who?.token, headers });

export const unblockUser = (server: TestServer, who: SignedInUser | undefined, userId: number | string) =>
  call(server, 'DELETE', `/api/users/${userId}/block`, { token: who?.token });

export const blocksOf = (server: TestServer, who: SignedInUser | undefined) => call(server, 'GET', '/api/blocks', { token: who?.token });
