// Whether a `pusher:signin` is genuine: user data signed for this socket, holding a non-empty string id.
import { sameSecret, userAuth, type Credentials } from './signatures';

export function checkSignin(socketId: string, credentials: Credentials, data: Record<string, unknown>): { userId: string; userData: string } | null {
  const userData = data.user_data;
  if (typeof userData !== 'string') return null;
  if (!sameSecret(userAuth(credentials, socketId, userData), data.auth)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(userData);
  } catch {
    return null;
  }
  const id = (parsed as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? { userId: id, userData } : null;
}
