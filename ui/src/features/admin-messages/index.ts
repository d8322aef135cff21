// What other features may use from the inbox: its unread count and the address of its unread view.
export { useUnreadAnnouncer } from './api/unreadMessages';
export { UNREAD_INBOX_PATH } from './inboxView';
