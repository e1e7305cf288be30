// The shape of a support topic the seed writes threads about, and the phrases every topic shares.

export const SEED_TAGS = [
  'billing', 'bug', 'urgent', 'vip', 'feature-request', 'refund', 'shipping', 'login', 'api', 'churn-risk',
] as const;

export type SeedTag = (typeof SEED_TAGS)[number];

/** Text with `{variable}` placeholders (see template-variables.ts). */
export type Template = string;

export interface Theme {
  key: string;
  /** Relative frequency among non-spam conversations. */
  weight: number;
  /** Tags that fit the topic; a conversation takes some of them, plus sometimes urgent, vip or churn-risk. */
  tags: readonly SeedTag[];
  subjects: readonly Template[];
  /** The customer's first message. */
  openings: readonly Template[];
  /** The customer's later messages, answering the agent. */
  followUps: readonly Template[];
  /** The agent's first answer. */
  replies: readonly Template[];
  /** The agent's later answers. */
  laterReplies: readonly Template[];
  /** Internal notes between agents. */
  notes: readonly Template[];
}

export const CUSTOMER_GREETINGS: readonly Template[] = ['Hi,', 'Hello,', 'Hi there,', 'Hey team,', 'Good morning,', 'Hello support,'];

export const CUSTOMER_SIGNOFFS: readonly Template[] = ['Thanks,', 'Thanks in advance,', 'Best,', 'Cheers,', 'Regards,', 'Kind regards,'];

export const AGENT_GREETINGS: readonly Template[] = [
  'Hi {customerFirst},',
  'Hello {customerFirst},',
  'Hi {customerFirst}, thanks for reaching out.',
  'Hi {customerFirst}, thanks for getting in touch!',
];

export const AGENT_SIGNOFFS: readonly Template[] = [
  'Best,\n{agentFirst}\n{team} team',
  'Kind regards,\n{agentFirst}',
  'Cheers,\n{agentFirst} from {team}',
  'Have a great day!\n{agentFirst}',
];

/** A customer writing again before anyone answered. */
export const CUSTOMER_BUMPS: readonly Template[] = [
  'Any update on this? It has been a couple of days and I still have not heard back.',
  'Just following up on my message below, this is still a problem for us.',
  'Hello? Is anyone looking at this? I need an answer before the end of the week.',
  'Adding some detail: it happened again this morning, same thing as before.',
];

/** A customer's last word on a resolved conversation. */
export const CUSTOMER_THANKS: readonly Template[] = [
  'That worked, thank you so much for the quick help!',
  'Perfect, all sorted now. Thanks {agentFirst}!',
  'Great, that answers my question. Have a nice day.',
  'Confirmed, everything looks good on my side now. Appreciate it.',
];

export const SPAM_SUBJECTS: readonly Template[] = [
  'Boost your website traffic by 300% this month',
  'Partnership opportunity for {team}',
  'You have won a $1000 gift card - claim now',
  'Guest post on your blog?',
  'Cheap SEO backlinks, guaranteed first page ranking',
  'URGENT: verify your mailbox storage quota',
];

export const SPAM_BODIES: readonly Template[] = [
  'Dear Sir/Madam, we are a leading digital marketing agency offering guaranteed first page Google ranking for a one-time fee. Reply YES to receive our price list.',
  'Congratulations! Your email was selected in our monthly draw. Click the link below and enter your card details to claim your reward before it expires.',
  'Hello, I came across your website and noticed several SEO issues. We can fix them in 48 hours. Our packages start at just $99. Interested?',
  'Your mailbox has exceeded its storage limit. Log in through the secure portal within 24 hours to avoid losing incoming messages.',
  'We would love to publish a sponsored guest article on your blog about cryptocurrency investment. We pay $50 per do-follow link.',
];
