import type { Theme } from './theme.ts';

// Topics about getting in and managing an account: sign-in, two-factor, account changes, onboarding.

export const ACCOUNT_THEMES: readonly Theme[] = [
  {
    key: 'login',
    weight: 8,
    tags: ['login', 'urgent'],
    subjects: ['Cannot log in to my account', 'Password reset email never arrives', 'Locked out after too many attempts', 'Login loop on {browser}'],
    openings: [
      'I cannot log in since this morning. I reset my password twice but the reset email never arrives, not even in spam.',
      'My account is locked after too many login attempts. I am sure my password is right. Can you unlock it?',
      'When I sign in on {browser}, the page just reloads and sends me back to the login screen. It works on my {device}.',
    ],
    followUps: [
      'Still nothing in my inbox, I checked spam and promotions too.',
      'Clearing cookies fixed it, thank you!',
      'I tried again and got the error {error} this time.',
    ],
    replies: [
      'Sorry for the trouble! Our logs show the reset emails bounced because of a typo in the address on file. I have corrected it and sent a new reset link.',
      'I have unlocked your account. For security we lock it for 30 minutes after 5 failed attempts. You can log in again now.',
      'That login loop usually comes from an outdated session cookie. Could you clear cookies for our site in {browser} and try again?',
    ],
    laterReplies: [
      'I sent a one-time sign-in link instead. It is valid for 15 minutes.',
      'Thanks for the error code {error}. Our engineers fixed a session issue affecting some {browser} users this afternoon, please try once more.',
    ],
    notes: ['Reset emails bouncing, address had a typo. Fixed in admin.', 'Several login loop reports on {browser} today, linked to the incident.'],
  },
  {
    key: 'two-factor',
    weight: 5,
    tags: ['login', 'urgent', 'vip'],
    subjects: ['Lost my phone, cannot pass 2FA', 'Two-factor codes are always rejected', 'How do I turn on 2FA for the whole team?'],
    openings: [
      'I lost my phone and with it my authenticator app. I cannot get past two-factor authentication. How can I recover my account?',
      'Every 2FA code from my authenticator is rejected as invalid. I have tried more than ten times today.',
      'We want to require two-factor authentication for everyone on our team of {seats}. Is that possible on the {plan} plan?',
    ],
    followUps: ['I do not have my backup codes, sorry. What else can I do?', 'The time on my phone was wrong, fixing it solved it. Thanks!'],
    replies: [
      'I can help you recover access. For your security, please reply from the email on the account and confirm the last 4 digits of the card on file.',
      'Rejected codes are almost always a clock problem: authenticator codes depend on the exact time. Please enable automatic time on your {device} and try again.',
      'Yes! Admins can enforce 2FA for all members in Settings > Security. Members then set it up at their next sign-in.',
    ],
    laterReplies: [
      'Thanks, identity verified. I have reset two-factor on your account: you will be asked to set it up again at your next sign-in.',
      'Great to hear! Generate new backup codes from Settings > Security and keep them somewhere safe.',
    ],
    notes: ['Identity verified with card last 4 digits {last4}, 2FA reset.', 'Do NOT reset 2FA without verification, see security policy.'],
  },
  {
    key: 'account-change',
    weight: 5,
    tags: ['vip', 'billing'],
    subjects: ['Change the email address on my account', 'Transfer account ownership to a colleague', 'Merge two accounts', 'Delete my personal data (GDPR)'],
    openings: [
      'I am changing jobs. Can I change the email address on my account and keep all my data?',
      'I am leaving the company and need to transfer ownership of our workspace to a colleague on our {city} team.',
      'We accidentally created two accounts for our team in {city}. Can you merge them into one?',
      'Under GDPR I would like all my personal data deleted. Please confirm when it is done.',
    ],
    followUps: ['Done, I have confirmed the new address. Thanks!', 'Is there a deadline for this? We have a board meeting on {date}.'],
    replies: [
      'Sure! Go to Settings > Profile and enter the new address; we send a confirmation link to it, and your data stays as it is.',
      'The current owner can transfer ownership from Settings > Team: open the colleague, then choose "Make owner". Billing moves with it.',
      'We can merge them. Please tell me which account should remain; the other one will be closed and its data moved over.',
      'We have received your deletion request. Your personal data will be erased within 30 days, and you will get a confirmation email.',
    ],
    laterReplies: ['The merge is complete, all projects now live in the remaining account.', 'Confirmed: the deletion has been completed.'],
    notes: ['GDPR request logged, 30-day deadline.', 'Ownership transfer approved by the current owner in writing.'],
  },
  {
    key: 'onboarding',
    weight: 6,
    tags: ['vip', 'feature-request'],
    subjects: ['Getting started: importing our data', 'Best way to set up the team?', 'Trial question before we buy', 'Can we book a demo?'],
    openings: [
      'We just signed up for the trial. What is the best way to import about 5,000 records from a spreadsheet?',
      'We are a team of {seats} in {city} and just started. How should we set up roles so only managers see billing?',
      'Before we commit to the {plan} plan: does it support {feature}, and can we connect {integration}?',
      'Could we book a 30-minute demo for our team next week? We are comparing a few tools.',
    ],
    followUps: ['The import worked, all records are there. Next question: how do I invite the team?', 'Tuesday at 10am works for us.'],
    replies: [
      'Welcome aboard! Go to Settings > Import, upload a CSV and map the columns. Up to 50,000 rows are imported in a few minutes.',
      'Good question. Give managers the Admin role and everyone else the Member role: members do not see billing or security settings.',
      'The {plan} plan includes the {integration} integration. Support for {feature} is not available yet, but it is on our roadmap.',
      'We would love to! Pick any slot that suits you on our booking page and add your questions to the invitation.',
    ],
    laterReplies: ['Invite the team from Settings > Team > Invite, they will receive an email to join.', 'Booked! You will get a calendar invitation shortly.'],
    notes: ['Trial account with {seats} seats, good fit for {plan}. Sales notified.', 'Demo scheduled with the sales team.'],
  },
];
