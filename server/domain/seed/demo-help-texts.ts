// The demo organization's help texts: Acme's help-center articles on what its customers write about most
// (billing, signing in, orders). Markdown, split into passages by heading and paragraph when processed. The
// title names each (seeding skips one already present).

export interface DemoHelpText {
  title: string;
  content: string;
}

export const DEMO_HELP_TEXTS: readonly DemoHelpText[] = [
  {
    title: 'Billing, payments and refunds',
    content: `# Billing, payments and refunds

## Plans and billing periods
Acme has five plans: Starter, Growth, Pro, Business and Enterprise. You are billed per seat, every month or every year; annual billing costs 10 months for 12. The owner and admins manage the plan, the seats and the payment method in Settings > Billing. Upgrades and added seats take effect at once and are prorated for the days left in the period; downgrades take effect at the next renewal.

## Double charges
If you see two identical payments from Acme for the same period, our payment processor retried a payment that had already succeeded. Write to us with the date and the last 4 digits of the card: we refund the duplicate in full, to the same card, usually the same day. Banks take 5 to 10 business days to show a refund. Every refund has a reference starting with RF- that your bank can use to trace it.

## Refunds and returns
Items bought in the Acme store can be returned within 30 days of delivery, unused and in their original box, with a prepaid label we email you. The refund goes to the original payment method within 3 days of the parcel reaching our warehouse. An item that arrived damaged is refunded or replaced without being sent back.

## Invoices
Every invoice is a PDF in Settings > Billing > Invoices. Add your VAT number, company address, purchase order number and a billing email in Settings > Billing > Billing details, and every later invoice carries them and is emailed to that address. We re-issue an earlier invoice with new details on request.

## Cancelling or pausing
The owner can cancel in Settings > Billing at any time: the subscription stops at the end of the period and nothing more is charged. Data is kept for 30 days after that. Instead of cancelling, you can pause for up to 3 months, without charges, and keep everything.`,
  },
  {
    title: 'Signing in and keeping your account secure',
    content: `# Signing in and keeping your account secure

## Passwords and reset links
Reset a forgotten password with "Forgot password?" on the sign-in page. The link arrives within a minute and is valid for one hour; check spam and promotions if you do not see it. If it never arrives, the address on your account may be wrong: our support team can correct it once they have checked it is you, and send a one-time sign-in link valid for 15 minutes.

## Locked accounts
After 5 failed sign-in attempts, an account is locked for 30 minutes. Resetting the password unlocks it at once. A sign-in page that keeps reloading comes from an outdated session cookie: clear the cookies for our site and sign in again.

## Two-factor authentication
Turn on two-factor authentication in Settings > Security with any authenticator app, and keep the backup codes it gives you somewhere safe. Codes are rejected when the phone's clock is wrong: set it to automatic time. Admins can require two-factor authentication for everyone. If you lose your phone and your backup codes, support resets two-factor only after verifying your identity from the email on the account and the last 4 digits of the card on file.

## Account changes
Change your email address in Settings > Profile (confirmed by a link sent to the new address). The owner transfers ownership from Settings > Team with "Make owner"; billing moves with it. Two accounts created by mistake can be merged by support, and a request to delete your personal data is completed within 30 days.`,
  },
  {
    title: 'Orders, shipping and delivery',
    content: `# Orders, shipping and delivery

## When your order ships
Orders placed before 3 pm ship the same business day, later ones the next. The shipping confirmation email has the carrier (UPS, FedEx, DHL, USPS, Royal Mail or Canada Post) and the tracking number. Standard delivery takes 2 to 5 business days; express takes 1 to 2.

## Tracking and delays
Tracking can take up to a day to show the first scan. If it has not moved for more than 3 business days, contact us with your order number: we open a trace with the carrier, and a parcel that is lost is reshipped by express at no cost. "Delivery exception" means the carrier could not deliver on the planned day; it tries again the next business day.

## Changing the address
We can change the delivery address until the order ships. After that, redirect it from the carrier's tracking page.

## Wrong or damaged items
If you receive the wrong item, or an item arrives damaged, send us the order number and a photo. We ship the right item by express, or refund it, and you keep what you received: no return needed.`,
  },
];
