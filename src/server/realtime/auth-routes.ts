// `POST /broadcasting/auth` and `/broadcasting/user-auth`: sign a socket's private subscription or sign-in for the bearer's user.
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { accountOf, requireAccount } from '../auth/guard';
import { forbidden, validationFailed } from '../errors';
import { isTripChannel, mayListen } from './channel-access';
import { SOCKET_ID } from './protocol';
import { channelAuth, userAuth, type Credentials } from './signatures';

export interface AuthRoutesOptions {
  context: ServerContext;
  credentials: Credentials;
  /**
   * The embedded server: a trip channel's signature names the user (`channel_data`), so that the sockets they
   * subscribed can be taken off it when they stop following the trip (broadcaster.ts `revoke`). An external server
   * checks a private channel's signature without it, so it gets the plain one.
   */
  namesUsers: boolean;
}

export async function broadcastingAuthRoutes(app: FastifyInstance, { context, credentials, namesUsers }: AuthRoutesOptions) {
  const guarded = { preHandler: requireAccount(context) };

  // pusher-js and Echo post a form (`socket_id=…&channel_name=…`); JSON is read the same way.
  app.post('/broadcasting/auth', guarded, async (request) => {
    const { user } = accountOf(request);
    const body = fieldsOf(request.body);
    const errors: Record<string, string[]> = {};
    const socketId = socketIdOf(body, errors);
    const channel = body.channel_name;
    if (typeof channel !== 'string' || channel === '') errors.channel_name = ['The channel name field is required.'];
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    if (!(await mayListen(context.db, user.id, channel as string))) throw forbidden();
    if (namesUsers && isTripChannel(channel as string)) {
      const channelData = JSON.stringify({ user_id: String(user.id) });
      return { auth: channelAuth(credentials, socketId!, channel as string, channelData), channel_data: channelData };
    }
    return { auth: channelAuth(credentials, socketId!, channel as string) };
  });

  // pusher-js `signin()`: proves to the socket server which user this connection is (for `sendToUser`).
  app.post('/broadcasting/user-auth', guarded, async (request) => {
    const { user } = accountOf(request);
    const errors: Record<string, string[]> = {};
    const socketId = socketIdOf(fieldsOf(request.body), errors);
    if (Object.keys(errors).length > 0) throw validationFailed(errors);
    // Only the id: user data may travel to an external service, and clients get the profile over the API.
    const userData = JSON.stringify({ id: String(user.id) });
    return { auth: userAuth(credentials, socketId!, userData), user_data: userData };
  });
}

function fieldsOf(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

function socketIdOf(body: Record<string, unknown>, errors: Record<string, string[]>): string | undefined {
  const socketId = body.socket_id;
  if (typeof socketId !== 'string' || socketId === '') errors.socket_id = ['The socket id field is required.'];
  else if (!SOCKET_ID.test(socketId)) errors.socket_id = ['The socket id field format is invalid.'];
  else return socketId;
  return undefined;
}
