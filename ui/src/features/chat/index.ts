// What other features may use from the chat: the assistant's matching, which the back office lets the owner try.
export { isBlank, matchTopic } from './bot';
