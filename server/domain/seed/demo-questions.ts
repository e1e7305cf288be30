// The demo organization's Q&A store: what Acme's customers ask in the seeded conversations (themes-*.ts), each
// question in the words customers use, with the answer Acme's agents give there. The first question of each names
// it (seeding skips one already present); the others are its variants.

export interface DemoQuestion {
  questions: readonly string[];
  answer: string;
}

const BILLING: readonly DemoQuestion[] = [
  {
    questions: ['How do I get a refund for a double charge?', 'I was charged twice', 'There are two identical payments from you on my card', 'Duplicate charge on my statement'],
    answer:
      'Sorry about that! A double charge happens when our payment processor retries a payment that had already gone through. Tell us the date and the last 4 digits of the card, and we refund the duplicate payment in full to the same card, usually the same day. The refund shows on your statement within 5 to 10 business days depending on your bank, with a reference starting with RF- that your bank can use to trace it.',
  },
  {
    questions: ['How long does a refund take to show up on my statement?', 'When will I see my refund?', 'The refund is still not on my card'],
    answer:
      'We issue refunds to the original payment method on the day we approve them. Banks take 5 to 10 business days to show them (PayPal and Apple Pay usually 1 to 3). The confirmation email gives a reference starting with RF-: if the money has not appeared after 10 business days, give it to your bank, or reply and we escalate it to our payments team.',
  },
  {
    questions: ['Why is my invoice higher than my plan price?', 'The invoice amount does not match our plan', 'What is the prorated charge on my invoice?'],
    answer:
      'An invoice above the plan price almost always includes a prorated charge: seats added or a plan upgraded during the billing period are charged for the days left in it. Each invoice lists the seats, the plan and every prorated line with its date. If it still does not add up, reply with the invoice number (INV-...) and we go through it with you.',
  },
  {
    questions: ['How do I add our VAT number to an invoice?', 'Can you re-issue an invoice with our company details?', 'Wrong company name on our invoice'],
    answer:
      'Add your VAT number, company name, billing address and purchase order number in Settings > Billing > Billing details: every invoice from then on carries them. For an invoice already issued, reply with its number (INV-...) and we re-issue it with the new details; the old PDF is voided.',
  },
  {
    questions: ['Where can I download my invoices?', 'I need a PDF copy of an invoice', 'Can invoices be emailed to our accounting team?'],
    answer:
      'Every invoice is under Settings > Billing > Invoices, as a PDF to download. To have them emailed to your accounting team automatically, add a billing email (for example accounting@yourcompany.com) in Settings > Billing > Billing details.',
  },
  {
    questions: ['How do I upgrade my plan?', 'Is the price prorated if we upgrade in the middle of the month?', 'Switch from the Growth plan to Pro'],
    answer:
      'Change plans at any time in Settings > Billing > Plan. An upgrade takes effect at once and is prorated: you pay only the difference for the days left in the current billing period. A downgrade takes effect at the next renewal, so you keep what you paid for until then.',
  },
  {
    questions: ['Can we switch to annual billing?', 'Is there a discount for paying yearly?', 'Pay once a year instead of every month'],
    answer:
      'Yes: annual billing costs 10 months for 12, so two months are free. Switch in Settings > Billing > Plan; the unused part of the current month is credited on the first annual invoice.',
  },
  {
    questions: ['Do you offer a volume discount for large teams?', 'How do I add more seats?', 'Is there a discount for nonprofits?'],
    answer:
      'Admins add seats in Settings > Billing > Seats; new seats are prorated for the current period. Teams above 25 seats get 15% off every seat, and registered nonprofits get 30% off any plan: reply with your registration number and we apply it.',
  },
  {
    questions: ['How do I cancel my subscription?', 'Please close our account', 'Cancel before the next renewal'],
    answer:
      'The account owner cancels in Settings > Billing > Cancel subscription. It stops at the end of the current billing period: you are not charged again and the account stays usable until then. Your data is kept for 30 days afterwards in case you change your mind; export a copy first from Settings > Export if you want one.',
  },
  {
    questions: ['Can I pause my subscription instead of cancelling?', 'Pause our account for a few months', 'We do not need the app over the summer'],
    answer:
      'Yes, the owner can pause the subscription for up to 3 months from Settings > Billing > Pause. Nothing is charged during the pause and all your data stays as it is; billing restarts when the pause ends, or earlier if you resume.',
  },
  {
    questions: ['How do I export all our data?', 'Can I download a copy of everything before we leave?', 'Export our records to CSV'],
    answer:
      'Settings > Export builds a ZIP of CSV files, one per kind of record, and emails you a download link within a few minutes; the link is valid for 7 days. Export works on every plan, and for 30 days after cancelling.',
  },
];

const ORDERS: readonly DemoQuestion[] = [
  {
    questions: ['How do I return an item for a refund?', 'I want to send my order back', 'Can I get my money back for an order?', 'Refund request for an order'],
    answer:
      'You can return any item within 30 days of delivery, unused and in its original box. Reply with your order number and we email you a prepaid return label. Once the parcel reaches our warehouse, the refund to your original payment method is issued automatically within 3 days.',
  },
  {
    questions: ['My order arrived damaged', 'The box was crushed and the item is broken', 'What do I do with a product that arrived broken?'],
    answer:
      'We are sorry! A damaged item is refunded in full or replaced, as you prefer, and you do not need to send it back. Reply with your order number; photos of the damage help our quality team but are not needed for the refund.',
  },
  {
    questions: ['I returned my order but the refund has not arrived', 'Refund not received after my return', 'Your warehouse got my return, where is my money?'],
    answer:
      'Returns are refunded within 3 business days of reaching our warehouse. If the carrier tracking shows your parcel was delivered to us more than 3 days ago, reply with the order number and the tracking number: we check with the warehouse and issue the refund the same day.',
  },
  {
    questions: ['Where is my order?', 'My package has not arrived yet', 'The tracking number has not updated for days'],
    answer:
      'Orders ship within 1 business day, and the tracking link is in the shipping confirmation email. If tracking has not moved for more than 3 business days, reply with your order number: we open a trace with the carrier, and if the parcel is lost we reship it by express at no cost.',
  },
  {
    questions: ['What does delivery exception mean?', 'My parcel is stuck in transit', 'The carrier tracking says delivery exception'],
    answer:
      'A delivery exception means the carrier could not deliver on the planned day, most often because the driver could not reach the address or nobody was there to sign. The carrier tries again the next business day; you can also collect the parcel at their depot with the tracking number.',
  },
  {
    questions: ['I received the wrong item', 'There was something else in the box', 'Wrong product in my order'],
    answer:
      'Sorry for the mix-up! Reply with the order number and a photo of what you received, and we ship the right item by express at no cost. Keep or donate the wrong one: you do not need to send it back and you are not charged for it.',
  },
  {
    questions: ['How do I change the delivery address of my order?', 'I entered my old address by mistake', 'Ship my order to a different address'],
    answer:
      'If the order has not shipped yet, reply with the order number and the new address and we update it. Once it has shipped, you can redirect it from the carrier tracking page (UPS My Choice, FedEx Delivery Manager, DHL On Demand Delivery).',
  },
];

const ACCOUNT: readonly DemoQuestion[] = [
  {
    questions: ['The password reset email never arrives', 'I did not get the reset link', 'How do I reset my password?'],
    answer:
      'Ask for a new link with "Forgot password?" on the sign-in page: it arrives within a minute. Check spam and promotions too. If nothing comes, the address on your account may have a typo: write to us from the address you use, and we correct it and send you a one-time sign-in link, valid for 15 minutes.',
  },
  {
    questions: ['My account is locked after too many login attempts', 'Please unlock my account', 'Too many failed sign-ins'],
    answer:
      'For your security, an account is locked for 30 minutes after 5 failed sign-in attempts. Wait 30 minutes and sign in again, or reset your password from the sign-in page, which unlocks it at once. If you are sure the password was right, tell us and we check the sign-in log.',
  },
  {
    questions: ['The login page keeps reloading', 'I sign in and get sent back to the login screen', 'Login loop in my browser'],
    answer:
      'A sign-in loop comes from an outdated session cookie. Clear the cookies for our site (or try a private window) and sign in again. If it keeps happening, send us your browser and its version and any error code shown on the page.',
  },
  {
    questions: ['I lost my phone and cannot pass two-factor authentication', 'I lost my authenticator app', 'How do I recover my account without my 2FA codes?'],
    answer:
      'Use one of your backup codes ("Use a backup code" on the two-factor screen). Without them, write to us from the email address on the account and confirm the last 4 digits of the card on file: once your identity is verified we reset two-factor, and you set it up again at your next sign-in. We never reset it without that check.',
  },
  {
    questions: ['My two-factor codes are always rejected', 'The 2FA code is invalid every time', 'The authenticator code does not work'],
    answer:
      'Rejected codes are almost always a clock problem: authenticator codes depend on the exact time. Turn on automatic date and time on your phone and try a fresh code. If it still fails, sign in with a backup code and set up two-factor again in Settings > Security.',
  },
  {
    questions: ['How do I require two-factor authentication for the whole team?', 'Turn on 2FA for everyone', 'Can admins enforce 2FA?'],
    answer:
      'Yes, on every plan: an admin turns on Settings > Security > Require two-factor authentication. Members who have not set it up are asked to at their next sign-in.',
  },
  {
    questions: ['How do I change the email address on my account?', 'Update my login email', 'I am changing jobs, can I keep my account with a new email?'],
    answer:
      'Enter the new address in Settings > Profile: we send a confirmation link to it and switch once you click it. Your data, settings and history stay as they are, and you sign in with the new address from then on.',
  },
  {
    questions: ['How do I transfer ownership of our account?', 'Make a colleague the owner', 'I am leaving the company, who takes over our account?'],
    answer:
      'The current owner opens Settings > Team, chooses the colleague and selects "Make owner". Billing moves with ownership, and the previous owner becomes an admin (remove them afterwards if they leave). If the owner has already left, an admin can ask us with written approval from the company billing contact.',
  },
  {
    questions: ['Can you merge two accounts?', 'We accidentally created two accounts', 'Combine two workspaces into one'],
    answer:
      'Yes. Tell us which account should remain: we move the other one’s projects, records and members into it and close it, usually within a day. Nothing is lost, and the invoices of the closed account stay available to download.',
  },
  {
    questions: ['Please delete my personal data', 'GDPR data deletion request', 'How do I close my account and erase my data?'],
    answer:
      'Confirm the request from the email address on the account. Your personal data is erased within 30 days, as GDPR requires, and we email you when it is done. Invoices are kept as tax law requires, with personal details removed where allowed.',
  },
];

const GETTING_STARTED: readonly DemoQuestion[] = [
  {
    questions: ['How do I import data from a spreadsheet?', 'Import our records from a CSV file', 'Getting started: importing our existing data'],
    answer:
      'Go to Settings > Import, upload a CSV file and match its columns to our fields. Up to 50,000 rows are imported in a few minutes; an email then sums it up and lists any row that could not be imported, with the reason, so you can fix it and upload it again.',
  },
  {
    questions: ['How do I set up roles so only managers see billing?', 'What is the best way to set up our team?', 'What can members see?', 'Who can change billing settings?'],
    answer:
      'There are three roles. Owner: everything, including billing and closing the account. Admin: team, security and billing settings. Member: the day-to-day work, without billing or security settings. Give managers the Admin role and everyone else Member, in Settings > Team.',
  },
  {
    questions: ['How do I invite my team?', 'Add a new user to our account', 'How do I add a colleague?'],
    answer:
      'Settings > Team > Invite: enter their email addresses and choose a role. Each invitation is an email with a link valid for 7 days, and each new member takes a seat, prorated on the current invoice.',
  },
  {
    questions: ['Can we book a demo?', 'I would like a walkthrough of the product for my team', 'Can I talk to sales before we buy?'],
    answer:
      'Of course! Pick any 30-minute slot on our booking page and add your questions to the invitation: a product specialist shows your team the features you care about. Meanwhile the free trial gives you 14 days of everything in the Pro plan.',
  },
];

const PRODUCT: readonly DemoQuestion[] = [
  {
    questions: ['The app crashes when I open a page', 'I get an error when saving my changes', 'The app keeps crashing since the last update'],
    answer:
      'First update to the latest version and reload: most crashes are fixed that way. If it still happens, send us the app version, your device or browser, the error code shown and a screenshot, so our engineers can reproduce it. Our status page shows any incident in progress.',
  },
  {
    questions: ['The CSV export is empty', 'The export is broken', 'My export file downloads with no data in it'],
    answer:
      'An empty export usually means the filters on the page match nothing, or the export started before the list had loaded. Clear the filters, wait for the list, and export again. If the file is still empty, tell us the page and the time of the export and we check it on our side.',
  },
  {
    questions: ['The page shows a blank white screen', 'A page is blank in my browser', 'Nothing loads on one page'],
    answer:
      'A blank page is usually an old version cached by the browser. Reload with Ctrl+Shift+R (Cmd+Shift+R on a Mac), or clear the site data. If it stays blank, open the browser console (F12) and send us any red error lines.',
  },
  {
    questions: ['How do I request a new feature?', 'Is this feature on your roadmap?', 'Any plans to add a feature we are missing?'],
    answer:
      'Tell us the feature and how your team would use it: every request is recorded with your vote, and our product team reviews them every week. The public roadmap shows what is planned for the next quarter, and you can join the beta of features in progress from Settings > Labs.',
  },
  {
    questions: ['Our webhooks stopped firing', 'The webhook is not receiving any events', 'Why was my webhook disabled?'],
    answer:
      'A webhook is disabled automatically after 50 failed deliveries in a row (timeouts or error answers). Make sure your endpoint answers with a 2xx status within 10 seconds, then re-enable it in Settings > Webhooks; missed events can be redelivered from its delivery log.',
  },
  {
    questions: ['What are the API rate limits?', 'The API returns 429 Too Many Requests', 'How many API requests per second can we send?'],
    answer:
      'Each API key may send 10 requests per second, with bursts up to 20. Above that the API answers HTTP 429 with a Retry-After header saying how many seconds to wait. For large nightly syncs, use the bulk export endpoint: it returns up to 1,000 records per page.',
  },
  {
    questions: ['The integration stopped syncing', 'The Slack integration is not working any more', 'How do I reconnect an integration?'],
    answer:
      'An integration stops when its access token expires or is revoked on the other side. Disconnect it and connect it again in Settings > Integrations: the sync resumes where it stopped, and nothing is lost.',
  },
];

export const DEMO_QUESTIONS: readonly DemoQuestion[] = [...BILLING, ...ORDERS, ...ACCOUNT, ...GETTING_STARTED, ...PRODUCT];
