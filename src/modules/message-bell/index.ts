export { MessageBell } from './MessageBell.tsx';
export type { MessageBellProps, BellApi } from './MessageBell.tsx';
export { useMessageList, messageApi, announceMessagesChanged, MESSAGES_CHANGED } from './useMessageList.ts';
