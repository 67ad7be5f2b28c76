// A conversation read in the app closes its pushed notification on this device: left in the tray, it would still say
// "3 nouveaux messages" of messages just read, and the next message would add to that count instead of starting anew.
import { useEffect } from 'react';
import { conversationNotificationTag } from '../../../contract/notification-tags';

async function closeConversationNotification(conversationId: number): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration || typeof registration.getNotifications !== 'function') return;
  for (const shown of await registration.getNotifications({ tag: conversationNotificationTag(conversationId) })) shown.close();
}

/**
 * Closes the conversation's notification while the person sees the conversation: when it opens, when a message comes
 * in, and when they come back to it. A tab in the background leaves it, so a message arriving there still shows.
 */
export function useCloseConversationNotification(conversationId: number, newestMessageId: number | null): void {
  useEffect(() => {
    const close = () => {
      if (document.visibilityState === 'visible') void closeConversationNotification(conversationId).catch(() => undefined);
    };
    close();
    document.addEventListener('visibilitychange', close);
    return () => document.removeEventListener('visibilitychange', close);
  }, [conversationId, newestMessageId]);
}
