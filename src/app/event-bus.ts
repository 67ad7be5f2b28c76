// The spec's publish/subscribe event bus (000 §4): subscribe, unsubscribe and emit by event name; links screens.

/** What a server's 401 `auth_required` says the user meant to do (`intended_action`, `intended_data`). */
export interface IntendedAction {
  action: string;
  data?: unknown;
}

export interface AppEvents {
  /** A protected action needs a login; `action` runs after login (and OTP verification, if needed). */
  'require-auth': { action?: () => void; message?: string; intended?: IntendedAction };
  /** After login (and OTP), the action a server's 401 auth_required named; the screen that knows it picks it up. */
  'intended-action': IntendedAction;
  'account-not-verified': { message: string };
  'session-expired': Record<string, never>;
  'open-auth': { modal: 'login' | 'register' };
  /** Opens a conversation in the chat panel (the messages dropdown's pop-up conversation). */
  'open-conversation': { conversationId: number };
}

type Listener<K extends keyof AppEvents> = (payload: AppEvents[K]) => void;

const listeners = new Map<keyof AppEvents, Set<Listener<never>>>();

export function subscribe<K extends keyof AppEvents>(name: K, listener: Listener<K>): () => void {
  let set = listeners.get(name);
  if (!set) listeners.set(name, (set = new Set()));
  set.add(listener as Listener<never>);
  return () => unsubscribe(name, listener);
}

export function unsubscribe<K extends keyof AppEvents>(name: K, listener: Listener<K>): void {
  listeners.get(name)?.delete(listener as Listener<never>);
}

export function emit<K extends keyof AppEvents>(name: K, payload: AppEvents[K]): void {
  for (const listener of [...(listeners.get(name) ?? [])]) (listener as Listener<K>)(payload);
}
