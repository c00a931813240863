// The message bell module. The bell itself is the lit element <hos-message-bell> (its controller, view
// and sheet are in this folder and are imported by src/elements/message-bell); the shell's navbar
// shows that element. What other modules share is framework-free and re-exported here, so importing it
// brings no lit: the message calls and the page-wide "a message was read" signal.
export { messageApi, announceMessagesChanged, MESSAGES_CHANGED, QUERY_PATH, READ_PATH } from './useMessageList.ts';
