// The labelled set's sources: the help desk of "Tasklane", a made-up project-management SaaS, written as its
// support team would (question variants as customers ask them, answers as agents write them). The retrieval
// quality test loads these through the API and searches them with help-desk-queries.ts.

export interface EvalSource {
  /** The label queries point at. */
  key: string;
  questions: string[];
  answer: string;
}

export const HELP_DESK_SOURCES: EvalSource[] = [
  {
    key: 'plans-compare',
    questions: ['What plans do you offer?', "What's the difference between Starter, Team and Business?", 'Which features come with each plan?'],
    answer:
      'Tasklane has three plans. Starter is free for up to 3 users and 5 projects. Team costs $10 per user per month and adds unlimited projects, ' +
      'the timeline view, integrations and guests. Business costs $20 per user per month and adds SAML single sign-on, the audit log, advanced ' +
      'permissions, EU data residency and priority support. The full comparison is on tasklane.com/pricing.',
  },
  {
    key: 'upgrade-plan',
    questions: ['How do I upgrade my plan?', 'Can I move from Starter to Team?', 'How do I switch to a higher tier?'],
    answer:
      'An owner or admin can upgrade under Settings > Billing > Change plan. The new plan starts immediately: you pay a prorated amount for the ' +
      'rest of the current billing period, and new features are unlocked for everyone in the workspace right away.',
  },
  {
    key: 'downgrade-plan',
    questions: ['How do I downgrade to a cheaper plan?', 'Can I go back to the free plan?'],
    answer:
      'Go to Settings > Billing > Change plan and pick the lower plan. The change takes effect at the end of the current billing period, so you ' +
      'keep what you paid for until then. Projects above the new limit become read-only (nothing is deleted), and features such as SSO or the ' +
      'audit log are switched off.',
  },
  {
    key: 'cancel-subscription',
    questions: ['How do I cancel my subscription?', 'I want to stop paying for Tasklane', 'How do I end my paid plan?'],
    answer:
      'The workspace owner can cancel under Settings > Billing > Cancel subscription. Renewal stops, the workspace keeps its paid features until ' +
      'the end of the period you already paid for, and then moves to the free Starter plan. Your projects and tasks are not deleted when you ' +
      'cancel; to erase everything, delete the workspace instead.',
  },
  {
    key: 'refund-policy',
    questions: ['Can I get a refund?', 'What is your refund policy?', 'I was charged by mistake, can I have my money back?'],
    answer:
      'Annual plans can be refunded within 30 days of the payment, pro rata for the unused months. Monthly payments are not refundable, except ' +
      'for billing errors such as a duplicate charge, which we always refund in full. Write to billing@tasklane.com with the invoice number; ' +
      'refunds reach your card within 5 to 10 business days.',
  },
  {
    key: 'payment-methods',
    questions: ['Which payment methods do you accept?', 'Can I pay with PayPal?', 'Do you take bank transfers?'],
    answer:
      'We accept Visa, Mastercard and American Express cards, and PayPal. Business customers on an annual plan with 20 seats or more can pay by ' +
      'invoice with a bank (wire) transfer, net 30. We do not accept cheques or cryptocurrency.',
  },
  {
    key: 'update-card',
    questions: ['How do I change my credit card?', 'How do I update my payment details?', 'My card expired, how do I add a new one?'],
    answer:
      'Open Settings > Billing > Payment method and choose Replace card. The new card is used for the next charge, and any failed payment is ' +
      'retried on it straight away. Only the owner and billing admins can see this page.',
  },
  {
    key: 'failed-payment',
    questions: ['Why did my payment fail?', 'My card was declined', "What happens if a payment doesn't go through?"],
    answer:
      'Payments usually fail because the bank asks for 3-D Secure confirmation, the card has expired, or the bank blocks a charge from abroad. ' +
      'We retry 3 times over 7 days and email the billing contact each time. After a 14-day grace period the workspace becomes read-only until ' +
      'the balance is paid; nothing is deleted.',
  },
  {
    key: 'download-invoices',
    questions: ['Where can I find my invoices?', 'How do I download a receipt?', 'Can I get a PDF invoice for my last payment?'],
    answer:
      'Every invoice is listed under Settings > Billing > Invoices, where you can download it as a PDF. A copy is also emailed to the billing ' +
      'contact when a payment goes through. To send invoices to your accounting team, add their address as the billing email.',
  },
  {
    key: 'invoice-details',
    questions: ['How do I add my VAT number to invoices?', 'Can I change the company name on my invoice?', 'How do I put our billing address on the invoice?'],
    answer:
      'Enter your company name, postal address and VAT or tax ID under Settings > Billing > Billing details. They appear on every invoice from ' +
      'then on. If you need an invoice that was already issued corrected, reply to the invoice email and we will reissue it.',
  },
  {
    key: 'sales-tax',
    questions: ['Why am I being charged VAT?', 'Do your prices include sales tax?'],
    answer:
      'Prices on the pricing page exclude tax. Customers in the EU and the UK pay VAT at their local rate unless they give a valid business VAT ' +
      'ID (reverse charge). In the US we collect sales tax in the states where we are required to. The tax is shown as a separate line on the invoice.',
  },
  {
    key: 'annual-billing',
    questions: ['Do you offer annual billing?', 'Is there a discount for paying yearly?', 'How do I switch from monthly to annual?'],
    answer:
      'Yes: paying annually gives you two months free (about 17% off). Switch under Settings > Billing > Billing cycle. The unused part of your ' +
      'current month is credited against the annual payment.',
  },
  {
    key: 'seat-billing',
    questions: ['How are seats billed?', 'Do I pay for every member?', 'What counts as a seat?'],
    answer:
      'Each full member of the workspace is a paid seat; guests are free (up to 5 per paid seat). When you add a member mid-cycle you pay a ' +
      'prorated amount for the rest of the period. When you deactivate a member, the seat is freed and the unused time is credited on your next invoice.',
  },
  {
    key: 'invite-members',
    questions: ['How do I invite teammates?', 'How can I add a colleague to my workspace?'],
    answer:
      'Admins can invite people under Settings > Members > Invite, by email address or by sharing an invite link. Invitations expire after 7 ' +
      'days and can be resent. People with an address on your company domain can also join on their own if you turn on domain sign-up.',
  },
  {
    key: 'remove-member',
    questions: ['How do I remove someone from the workspace?', 'How do I deactivate a user who left the company?'],
    answer:
      'Go to Settings > Members, open the person and choose Deactivate. They lose access at once, their tasks and comments stay where they are, ' +
      'and their seat is freed. Reassign their open tasks from the same screen so nothing is left without an owner.',
  },
  {
    key: 'roles-permissions',
    questions: ['What can admins do compared to members?', 'How do I make someone an admin?', 'What roles are there?'],
    answer:
      'There are four roles. The owner controls billing and can delete the workspace. Admins manage members, integrations and security settings. ' +
      'Members work in the projects they belong to. Guests only see the projects they are invited to. Change a role under Settings > Members.',
  },
  {
    key: 'transfer-ownership',
    questions: ['How do I transfer ownership of the workspace?', 'The account owner is leaving, how do we change the owner?'],
    answer:
      'The current owner can hand over the workspace under Settings > Members > Transfer ownership; the new owner must already be an admin. If ' +
      'the owner has left and cannot do it, an admin can ask support to move ownership, with a written request from someone authorised at your company.',
  },
  {
    key: 'reset-password',
    questions: ['How do I reset my password?', 'I forgot my password', 'Where do I get a password reset link?'],
    answer:
      'Click "Forgot password?" on the sign-in page and enter your email address. We send a link that is valid for one hour; choose a new ' +
      'password from it. If your workspace uses single sign-on, your password is managed by your company identity provider instead.',
  },
  {
    key: 'reset-email-missing',
    questions: ["I didn't get the password reset email", 'The reset email never arrived'],
    answer:
      'Reset emails come from noreply@tasklane.com within a minute or two. Check your spam or quarantine folder and ask your IT team to allow ' +
      'that address. Make sure you typed the address you signed up with. Accounts that sign in with SSO never get reset emails. A link ' +
      'expires after one hour, so request a new one if it arrives late.',
  },
  {
    key: 'change-email',
    questions: ['How do I change the email address on my account?', 'Can I update my login email?'],
    answer:
      'Go to Profile > Account > Email, enter the new address and confirm it from the link we send there. You sign in with the new address from ' +
      'then on. If your workspace uses SSO, your email is managed by your identity provider and must be changed there.',
  },
  {
    key: 'enable-2fa',
    questions: ['How do I turn on two-factor authentication?', 'How do I set up 2FA?', 'Can I use an authenticator app?'],
    answer:
      'Open Profile > Security > Two-factor authentication. You can use an authenticator app (Google Authenticator, 1Password, Authy) or a ' +
      'security key. Save the 10 recovery codes somewhere safe. On the Business plan, admins can require two-factor authentication for everyone.',
  },
  {
    key: 'lost-2fa',
    questions: ["I lost my phone and can't get my 2FA code", "I'm locked out by two-factor authentication", 'How do I use a recovery code?'],
    answer:
      'On the sign-in page choose "Use a recovery code" and enter one of the codes you saved when you set up two-factor authentication. Without ' +
      'recovery codes, a workspace admin can reset two-factor authentication for you under Settings > Members. Owners must contact support and ' +
      'verify their identity, which takes 1 to 3 business days.',
  },
  {
    key: 'sso-setup',
    questions: ['How do I set up SAML single sign-on?', 'Do you support Okta or Azure AD?', 'How do I configure SSO?'],
    answer:
      'SSO is on the Business plan. Under Settings > Security > Single sign-on, upload your identity provider metadata or paste its SSO URL and ' +
      'certificate. We support any SAML 2.0 provider, including Okta, Microsoft Entra ID (Azure AD), Google Workspace and OneLogin, and SCIM ' +
      'for provisioning. Once it works, you can enforce SSO for all members.',
  },
  {
    key: 'sso-login-error',
    questions: ['SSO login fails with an error', "I get 'SAML response invalid' when signing in"],
    answer:
      'The usual causes: the identity provider certificate was rotated and not updated in Tasklane, the ACS URL or entity ID is wrong, the user ' +
      'is not assigned to the Tasklane app in the identity provider, or the server clocks differ by more than a few minutes. Admins can still sign ' +
      'in with their password through the SSO bypass link in Settings > Security to fix the configuration.',
  },
  {
    key: 'account-locked',
    questions: ['My account is locked after too many login attempts', 'What happens after too many failed sign-ins?'],
    answer:
      'After 10 wrong passwords in a row we lock sign-in for that account for 15 minutes to protect it. Wait and try again, or reset your ' +
      'password, which unlocks the account immediately.',
  },
  {
    key: 'api-keys',
    questions: ['How do I create an API key?', 'Where do I find my API token?', 'How do I authenticate with the API?'],
    answer:
      'Create keys under Settings > Developer > API keys. A key is shown only once, so copy it somewhere safe. Send it in the Authorization ' +
      'header as "Bearer <key>". Keys act with the permissions of the person who created them and can be revoked at any time from the same page.',
  },
  {
    key: 'rate-limits',
    questions: ['What are the API rate limits?', "I'm getting 429 Too Many Requests", 'How many API calls can I make?'],
    answer:
      'Each key may make 100 requests per minute on the Team plan and 300 on Business. Over the limit, the API answers 429 with a Retry-After ' +
      'header; the X-RateLimit-Remaining header shows what is left. Back off and retry, and use the bulk endpoints to change many tasks in one call.',
  },
  {
    key: 'webhooks-setup',
    questions: ['How do I set up webhooks?', 'Can Tasklane notify my server when a task changes?'],
    answer:
      'Add an endpoint under Settings > Developer > Webhooks and choose the events (task.created, task.updated, comment.created and more). Each ' +
      'delivery is a JSON POST signed with your endpoint secret: check the X-Tasklane-Signature header, an HMAC-SHA256 of the body.',
  },
  {
    key: 'webhooks-failing',
    questions: ['My webhook is not receiving events', 'Webhook deliveries keep failing'],
    answer:
      'Your endpoint must answer with a 2xx status within 10 seconds. Failed deliveries are retried with backoff for 24 hours; after 3 days of ' +
      'failures the endpoint is disabled and the admins are emailed. The delivery log under Settings > Developer > Webhooks shows the response we ' +
      'got, and lets you re-enable the endpoint and resend events.',
  },
  {
    key: 'slack-integration',
    questions: ['How do I connect Slack?', 'Can I get task updates in a Slack channel?'],
    answer:
      'Go to Settings > Integrations > Slack and click Connect. Then choose a channel for each project: new tasks, comments and completed tasks ' +
      'are posted there. The /tasklane slash command lets you create a task from any Slack message.',
  },
  {
    key: 'calendar-sync',
    questions: ['Can I see due dates in Google Calendar?', 'Can I sync tasks with my Outlook calendar?'],
    answer:
      'Each project and your personal My Tasks view have an iCal feed link (the Share > Calendar feed menu). Subscribe to it from Google ' +
      'Calendar, Outlook or Apple Calendar. The sync is one-way, and how often it refreshes is decided by the calendar app (Google Calendar ' +
      'every few hours).',
  },
  {
    key: 'github-integration',
    questions: ['How do I link GitHub pull requests to tasks?', 'Is there a GitHub integration?'],
    answer:
      'Install the Tasklane app from Settings > Integrations > GitHub and pick the repositories. Mention a task ID such as TL-123 in a branch ' +
      'name, commit message or pull request title and it is linked to the task; merging the pull request can move the task to Done.',
  },
  {
    key: 'zapier',
    questions: ['Do you integrate with Zapier?', 'Can I automate things with Make or Zapier?'],
    answer:
      'Yes, Tasklane is on Zapier with triggers (new task, task completed, new comment) and actions (create task, add comment). Make and n8n ' +
      'work through our webhooks and REST API.',
  },
  {
    key: 'import-data',
    questions: ['How do I import from Trello?', 'Can I move my projects over from Asana or Jira?', 'Can I import tasks from a CSV file?'],
    answer:
      'Use Settings > Import. We import boards and projects from Trello, Asana and Jira with their comments and attachments (up to 100 MB each), ' +
      'and tasks from CSV files. People are matched to members by email address, so invite your team first.',
  },
  {
    key: 'export-data',
    questions: ['How do I export all my data?', 'Can I download a backup of my workspace?', 'Can I export tasks to CSV or JSON?'],
    answer:
      'Admins can export the whole workspace under Settings > Workspace > Export: a JSON archive with every project, task, comment and ' +
      'attachment. We email a download link, valid for 7 days, when it is ready. A single project can be exported to CSV from its menu.',
  },
  {
    key: 'delete-account',
    questions: ['How do I delete my account permanently?', 'Please close my account and erase my data'],
    answer:
      'The owner can delete the workspace under Settings > Workspace > Delete workspace. It can be restored for 30 days, then it is erased for ' +
      'good, and removed from our backups within 90 days. To delete only your own user, go to Profile > Account > Delete my account.',
  },
  {
    key: 'gdpr-dpa',
    questions: ['Are you GDPR compliant?', 'Can you sign a data processing agreement?'],
    answer:
      'Yes. Our Data Processing Agreement, with the Standard Contractual Clauses, can be signed online under Settings > Legal. The list of ' +
      'subprocessors is at tasklane.com/subprocessors, and requests about personal data go to privacy@tasklane.com; we answer within 30 days.',
  },
  {
    key: 'data-residency',
    questions: ['Where are your servers located?', 'Can my data be stored in the EU?'],
    answer:
      'By default data is hosted in AWS data centres in the United States (Virginia). Business workspaces can choose EU hosting in Frankfurt ' +
      'when they are created; an existing workspace can be moved on request.',
  },
  {
    key: 'security-compliance',
    questions: ['Are you SOC 2 certified?', 'How is my data encrypted?'],
    answer:
      'Tasklane has a SOC 2 Type II report and ISO 27001 certification, available under NDA from the trust centre. Data is encrypted in transit ' +
      'with TLS 1.2 or later and at rest with AES-256. We run an external penetration test every year. Report vulnerabilities to security@tasklane.com.',
  },
  {
    key: 'notification-settings',
    questions: ['How do I stop getting so many emails?', 'How do I change my notification settings?'],
    answer:
      'Under Profile > Notifications you choose, for each kind of event, whether you get an email, an in-app notification or a mobile push. You ' +
      'can switch to a daily digest email, set quiet hours, or mute a single project from its menu.',
  },
  {
    key: 'notifications-missing',
    questions: ["I'm not getting any notifications", "Push notifications don't work on my phone"],
    answer:
      'Check Profile > Notifications first, and that quiet hours are not on. For mobile pushes, allow notifications for Tasklane in your phone ' +
      'settings and sign out and back in to the app to register the device again. Emails may land in spam: allow notifications@tasklane.com.',
  },
  {
    key: 'mobile-app',
    questions: ['Is there a mobile app?', 'Can I use Tasklane on my iPhone or Android?'],
    answer:
      'Yes: Tasklane for iOS (iOS 16 or later, iPhone and iPad) and Android (Android 10 or later) is free in the App Store and Google Play. ' +
      'You can view and edit tasks, comment and get push notifications; recent projects stay available offline.',
  },
  {
    key: 'mobile-sync',
    questions: ["The mobile app doesn't sync", "Changes made on my phone don't show up on the web"],
    answer:
      'Pull down to refresh and check that the app is up to date. Changes made offline are sent when the phone is back online; if they are ' +
      'stuck, open Settings > Sync status in the app. Signing out and back in clears the local cache.',
  },
  {
    key: 'performance-slow',
    questions: ['Tasklane is very slow', 'Pages take forever to load'],
    answer:
      'Try a private window to rule out browser extensions, and clear the cache. Very large projects (over 5,000 tasks) load faster with ' +
      'filters or with old tasks archived. If it is still slow, check status.tasklane.com and send us a HAR file from your browser developer tools.',
  },
  {
    key: 'service-status',
    questions: ['Is Tasklane down?', 'Where can I check the service status?', 'Is there an outage right now?'],
    answer:
      'Live status, incidents and planned maintenance are on status.tasklane.com, where you can subscribe to updates by email or SMS. During an ' +
      'incident we also post on @tasklanestatus.',
  },
  {
    key: 'sla-uptime',
    questions: ['What uptime do you guarantee?', 'Do you have an SLA?'],
    answer:
      'The Business plan comes with a 99.9% monthly uptime SLA; if we miss it, you get service credits of 10% to 30% of the monthly fee. ' +
      'Enterprise contracts can include 99.95%. Starter and Team have no contractual SLA.',
  },
  {
    key: 'browser-support',
    questions: ['Which browsers are supported?', 'Does Tasklane work in Safari?'],
    answer:
      'We support the latest two versions of Chrome, Firefox, Safari and Edge, on desktop. Internet Explorer is not supported. There are also ' +
      'desktop apps for macOS and Windows.',
  },
  {
    key: 'free-trial',
    questions: ['Is there a free trial?', 'How long is the trial?', 'What happens when my trial ends?'],
    answer:
      'Every new workspace gets a 14-day trial of the Business plan, no credit card needed. When it ends, choose a paid plan or the workspace ' +
      'moves to Starter automatically; no data is lost.',
  },
  {
    key: 'nonprofit-discount',
    questions: ['Do you have discounts for nonprofits?', 'Is there a discount for schools or students?'],
    answer:
      'Registered nonprofits get 50% off the Team and Business plans. Teachers and students can use Team for free for classroom projects. ' +
      'Apply at tasklane.com/discounts with proof of status.',
  },
  {
    key: 'rename-workspace',
    questions: ['How do I rename my workspace?', 'Can I change our workspace URL?'],
    answer:
      'Admins can change the workspace name and its web address under Settings > Workspace > General. The old address keeps redirecting to the ' +
      'new one for 30 days, so update your bookmarks.',
  },
  {
    key: 'restore-deleted',
    questions: ['Can I restore a deleted task?', 'I accidentally deleted a project'],
    answer:
      'Deleted tasks and projects go to the Trash for 30 days. Open Trash in the sidebar, find the item and choose Restore; it comes back with its ' +
      'comments and attachments. After 30 days it is gone for good. Admins see everything in the Trash, members only what they deleted.',
  },
  {
    key: 'attachment-limits',
    questions: ['What is the file size limit for attachments?', 'How much storage do we get?'],
    answer:
      'A single attachment can be up to 100 MB on the Team plan and 1 GB on Business (10 MB on Starter). Storage is 100 GB per workspace on Team ' +
      'and unlimited on Business.',
  },
  {
    key: 'guest-access',
    questions: ['Can I share a project with a client?', 'Do guests need a paid seat?'],
    answer:
      'Invite people outside your company as guests from the project Share menu. Guests only see the projects they are invited to, can comment ' +
      'and complete tasks assigned to them, and are free (up to 5 guests per paid seat).',
  },
];
