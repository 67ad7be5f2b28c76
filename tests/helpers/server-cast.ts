// A fresh test server with the people a test file starts with, made in one place so each file names only its cast.
import { createDriver, createStaff, type TestDriver } from './marketplace';
import { createVerifiedUser, startTestServer, type SignedInUser, type StartTestServerOptions, type TestServer } from './server';

/**
 * Starts a server and makes the file's people on it, in the order `cast` makes them (ids follow that order). When
 * making them fails, the server is closed here: the file's afterAll never got a server to close.
 */
export async function startServerWith<Cast extends object>(
  cast: (server: TestServer) => Promise<Cast>,
  options: StartTestServerOptions = {},
): Promise<Cast & { server: TestServer }> {
  const server = await startTestServer(options);
  try {
    return { ...(await cast(server)), server };
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** Amel, the passenger of the booking, chat and feedback tests. */
export const AMEL = { first_name: 'Amel', last_name: 'Sassi' };
/** Amira, who posts the travel requests of the announcement and proposal tests. */
export const AMIRA = { first_name: 'Amira', last_name: 'Trabelsi' };

export const aDriver = async (server: TestServer): Promise<{ driver: TestDriver }> => ({ driver: await createDriver(server) });

export const aStaffMember = async (server: TestServer): Promise<{ staff: SignedInUser }> => ({ staff: await createStaff(server) });

/** An approved driver with a vehicle, then a verified passenger (Amel). */
export async function driverAndPassenger(server: TestServer): Promise<{ driver: TestDriver; passenger: SignedInUser }> {
  const driver = await createDriver(server);
  return { driver, passenger: await createVerifiedUser(server, AMEL) };
}

/** A verified requester (Amira), then an approved driver who answers her requests. */
export async function requesterAndDriver(server: TestServer): Promise<{ owner: SignedInUser; driver: TestDriver }> {
  const owner = await createVerifiedUser(server, AMIRA);
  return { owner, driver: await createDriver(server) };
}
