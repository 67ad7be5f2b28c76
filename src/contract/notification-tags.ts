// The tag a device shows a conversation's pushed messages under: the service worker groups them by it, and the app
// closes that notification when the conversation is read.
export const conversationNotificationTag = (conversationId: number) => `conversation-${conversationId}`;
