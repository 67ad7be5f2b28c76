// A pushed notification as shown, and where its click leads: the service worker's rules without a browser.
import { describe, expect, it } from 'vitest';
import { APP_ICON, clickTarget, conversationOf, inConversation, notificationOf, windowToReuse, type OpenWindow } from './push-target';

const ORIGIN = 'https://mechwar.tn';
const tab = (path: string, state: Partial<OpenWindow> = {}): OpenWindow => ({
  url: new URL(path, ORIGIN).href,
  focused: false,
  visibilityState: 'hidden',
  ...state,
});

describe('the shown notification', () => {
  it('takes title, message, image and web_url from the push, tagged by id so a repeat replaces it', () => {
    const shown = notificationOf(
      JSON.stringify({ id: 7, title: 'Nouvelle demande', message: 'Amira demande 1 place.', image_url: '/storage/avatars/a.png', web_url: '/trips/3' }),
    );
    expect(shown).toEqual({
      title: 'Nouvelle demande',
      options: {
        body: 'Amira demande 1 place.',
        icon: '/storage/avatars/a.png',
        badge: APP_ICON,
        tag: 'notification-7',
        data: { web_url: '/trips/3', id: 7 },
      },
    });
  });

  it('shows the app icon without an image, and the home page without a web_url', () => {
    const shown = notificationOf(JSON.stringify({ id: 8, title: 'T', message: 'M', image_url: null, web_url: null }));
    expect(shown.options).toMatchObject({ icon: APP_ICON, data: { web_url: '/', id: 8 } });
  });

  it('shows a text push as its message under the app name, untagged', () => {
    const shown = notificationOf('Bonjour');
    expect(shown.title).toBe('Mechwar');
    expect(shown.options.body).toBe('Bonjour');
    expect(shown.options).not.toHaveProperty('tag');
  });

  it('survives an empty push and JSON that is not an object', () => {
    for (const body of [null, '', '42', 'null']) expect(notificationOf(body).title).toBe('Mechwar');
  });
});

describe('a click', () => {
  it('leads to the web_url on the app origin, or home when there is none', () => {
    expect(clickTarget('/trips/3', ORIGIN)).toBe('https://mechwar.tn/trips/3');
    expect(clickTarget('https://mechwar.tn/profile', ORIGIN)).toBe('https://mechwar.tn/profile');
    expect(clickTarget(undefined, ORIGIN)).toBe('https://mechwar.tn/');
    expect(clickTarget('', ORIGIN)).toBe('https://mechwar.tn/');
    expect(clickTarget('http://[bad', ORIGIN)).toBe('https://mechwar.tn/');
  });

  it('reuses the window already on the target, else the focused one, else a visible one, else any', () => {
    const target = clickTarget('/trips/3', ORIGIN);
    const onTarget = tab('/trips/3');
    const focused = tab('/profile', { focused: true, visibilityState: 'visible' });
    const visible = tab('/messages', { visibilityState: 'visible' });
    const hidden = tab('/');
    expect(windowToReuse([hidden, visible, focused, onTarget], target, ORIGIN)).toBe(onTarget);
    expect(windowToReuse([hidden, visible, focused], target, ORIGIN)).toBe(focused);
    expect(windowToReuse([hidden, visible], target, ORIGIN)).toBe(visible);
    expect(windowToReuse([hidden], target, ORIGIN)).toBe(hidden);
  });

  it('opens a new window when none of the app is open, or when the target is another site', () => {
    expect(windowToReuse([], clickTarget('/trips/3', ORIGIN), ORIGIN)).toBeUndefined();
    expect(windowToReuse([tab('/', { focused: true })], 'https://example.org/page', ORIGIN)).toBeUndefined();
  });
});

describe('a busy conversation', () => {
  const message = (id: number, text: string) =>
    notificationOf(JSON.stringify({ id, title: 'Nouveau message de Amel Sassi', message: text, image_url: null, web_url: '/messages?conversation=12' }));

  it('knows its conversation from the web_url', () => {
    expect(conversationOf('/messages?conversation=12')).toBe(12);
    expect(conversationOf('/trips/12')).toBeNull();
    expect(conversationOf('/messages')).toBeNull();
  });

  it('shows one notification per conversation that counts the new messages, a repeat counted once', () => {
    const first = inConversation(message(1, 'Bonjour'), 12, null);
    expect(first.options).toMatchObject({ tag: 'conversation-12', body: 'Bonjour', renotify: true, data: { count: 1, ids: [1] } });
    const second = inConversation(message(2, 'Je suis à la gare'), 12, first.options.data);
    expect(second.options).toMatchObject({ tag: 'conversation-12', body: '2 nouveaux messages\nJe suis à la gare', data: { count: 2, ids: [1, 2] } });
    const third = inConversation(message(3, 'Où êtes-vous ?'), 12, second.options.data);
    expect(third.options.body).toBe('3 nouveaux messages\nOù êtes-vous ?');
    const repeat = inConversation(message(3, 'Où êtes-vous ?'), 12, third.options.data);
    expect(repeat.options).toMatchObject({ renotify: false, data: { count: 3 } });
    expect(third.options.data.web_url).toBe('/messages?conversation=12');
  });
});
