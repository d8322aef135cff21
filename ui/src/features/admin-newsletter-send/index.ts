// What the blog and subscribers screens use of the newsletter send flow: the ways in to the send dialog, an article's
// send status, and the history of sends.
export { PublishedSendPrompt, SendPanel, SendRowAction, SendStatusAction } from './SendToSubscribers';
export { PostSendStatus } from './SendStatusLine';
export { SendsHistory } from './SendsHistory';
export type { SendablePost } from './sendablePost';
