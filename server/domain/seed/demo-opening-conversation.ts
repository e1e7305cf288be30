import type { OpeningConversation } from './opening-conversation.ts';

// The conversation on top of the demo inbox (the customer who has waited longest), the first one a newcomer opens:
// a question the demo's AI answers know ("How do I get a refund for a double charge?"), so its reply box shows a
// suggested answer. The rest of the demo inbox is drawn at random. e2e/conversation/learn-from-replies.spec.ts
// mails the same message to an organization set up like the demo.
export const DEMO_OPENING_CONVERSATION: OpeningConversation = {
  subject: 'Duplicate charge on my Visa',
  body: 'There are two payments of $209.50 on my Visa for this month. Could you refund the second one?',
};
