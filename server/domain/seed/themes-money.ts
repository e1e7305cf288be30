import type { Theme } from './theme.ts';

// Topics about payments: charges, refunds, invoices, plans and cancellations.

export const MONEY_THEMES: readonly Theme[] = [
  {
    key: 'double-charge',
    weight: 8,
    tags: ['billing', 'refund', 'urgent'],
    subjects: ['Charged twice for my {plan} subscription', 'Duplicate charge on my {card}', 'Why was I billed {amount} twice?'],
    openings: [
      'I was charged {amount} twice on {date} for the {plan} plan. My {card} ending in {last4} shows two identical payments. Can you refund the duplicate charge?',
      'My bank statement shows a double charge of {amount} from you on {date}. I only have one account, so one of these payments must be a mistake.',
      'There are two payments of {amount} on my {card} for this month. Please look into it, I did not upgrade or buy anything extra.',
    ],
    followUps: [
      'Thanks. How long does the refund usually take to show up on my statement?',
      'I still see both charges on my {card}. Is there a reference number I can give my bank?',
    ],
    replies: [
      'Sorry about that! I checked your billing history and there was indeed a duplicate payment of {amount} on {date}. I have refunded the second charge, you should see it on your {card} within 5-10 business days.',
      'Thanks for flagging this. Our payment processor retried a payment that had already succeeded, which caused the double charge. The duplicate {amount} has been refunded.',
    ],
    laterReplies: [
      'Refunds usually take 5 to 10 business days depending on your bank. The refund reference is RF-{order}, which your bank can use to trace it.',
      'I can confirm the refund went through on our side today. If it does not appear within a week, let me know and I will escalate it to our payments team.',
    ],
    notes: [
      'Duplicate charge confirmed in the payment processor dashboard, refund RF-{order} issued.',
      'Third duplicate charge report this week, looks related to the retry bug. Flagged it to engineering.',
    ],
  },
  {
    key: 'refund',
    weight: 8,
    tags: ['refund', 'billing', 'shipping'],
    subjects: ['Refund request for order #{order}', 'Returning the {product}', 'Can I get my money back for order #{order}?', 'Refund not received yet'],
    openings: [
      'I would like to return the {product} from order #{order}. It does not fit my needs and it is still in the original box. How do I get a refund of {amount}?',
      'The {product} I ordered arrived damaged: the box was crushed and one part is broken. I would like a full refund for order #{order}.',
      'I returned order #{order} two weeks ago and the refund of {amount} still has not arrived. The {carrier} tracking says it was delivered to your warehouse on {date}.',
    ],
    followUps: [
      'I printed the label and dropped the parcel at {carrier} today. Tracking number is {tracking}.',
      'Do I need to send photos of the damage? I can do that today.',
      'Thanks, I see the refund pending on my {card} now.',
    ],
    replies: [
      'I am sorry the {product} did not work out. I have created a return for order #{order}: you will receive a prepaid {carrier} label by email. Once the item reaches our warehouse, we refund {amount} to your original payment method.',
      'I am really sorry the {product} arrived damaged. No need to send it back: I have issued a full refund of {amount} for order #{order}.',
      'Thanks for your patience. Our warehouse confirmed the return of order #{order}, and I have processed the refund of {amount} today.',
    ],
    laterReplies: [
      'Thanks, we received the tracking number {tracking}. The refund is issued automatically within 3 days of the parcel arriving.',
      'Photos would help our quality team, but they are not required for your refund, which is already on its way.',
    ],
    notes: [
      'Return window is 30 days, order #{order} is within it. Approved the refund.',
      'Customer has had 3 refunds in 2 months, keep an eye on this account.',
    ],
  },
  {
    key: 'invoice',
    weight: 6,
    tags: ['billing'],
    subjects: ['Invoice {invoice} needs our VAT number', 'Need a copy of invoice {invoice}', 'Wrong company name on invoice', 'Question about invoice {invoice}'],
    openings: [
      'Our accounting team needs invoice {invoice} re-issued with our VAT number and our full company address in {city}. Is that possible?',
      'Could you send me a PDF copy of invoice {invoice}? I cannot find it in the billing page and our finance team is closing the month.',
      'Invoice {invoice} shows {amount} but our {plan} plan should cost {amount2} per month. Can you explain the difference?',
    ],
    followUps: [
      'Thanks! Could you also add our purchase order number PO-{order} to it?',
      'Got it, that makes sense now. Can future invoices be sent to accounting@ as well?',
    ],
    replies: [
      'Of course. I have re-issued invoice {invoice} with your VAT number and the updated address. You can download it from Settings > Billing > Invoices.',
      'Here you go: I have attached invoice {invoice} as a PDF. All past invoices are also available under Settings > Billing.',
      'Good question! The invoice includes {seats} seats on the {plan} plan plus a prorated charge for seats added on {date}, which explains the {amount} total.',
    ],
    laterReplies: [
      'Done, the purchase order number now appears on the invoice. You can add a billing email in Settings > Billing so invoices go to accounting directly.',
      'I have added the billing contact, future invoices will be emailed there automatically.',
    ],
    notes: ['Re-issued {invoice} from the billing admin, old PDF voided.', 'Proration looks correct, seats were added mid-cycle on {date}.'],
  },
  {
    key: 'plan-change',
    weight: 5,
    tags: ['billing', 'vip'],
    subjects: ['Upgrade from {plan} to {plan2}', 'Switching to annual billing', 'Adding {seats} seats to our account', 'Discount for nonprofits?'],
    openings: [
      'We are thinking of moving from {plan} to {plan2}. If we upgrade today, is the price prorated for the rest of the month?',
      'Can we switch to annual billing? We are on the {plan} plan with {seats} seats and would like the yearly discount.',
      'Our team is growing and we need {seats} more seats. Is there a volume discount above 25 seats?',
    ],
    followUps: ['Sounds good, please go ahead with the change.', 'Does the {plan2} plan include the {integration} integration?'],
    replies: [
      'Yes, upgrades are prorated: you only pay the difference for the days left in the current billing period. You can change plans from Settings > Billing at any time.',
      'Absolutely. Annual billing saves you two months compared to monthly. I can switch you over today and credit the unused part of this month.',
      'Great to hear the team is growing! Above 25 seats we offer 15% off. I have applied the discount so you can add the seats yourself.',
    ],
    laterReplies: [
      'All done: your account is now on {plan2}, and the next invoice will reflect the change.',
      'Yes, the {integration} integration is included in {plan2} and above.',
    ],
    notes: ['Large account, loop in the account manager before quoting a discount.', 'Applied the 15% volume discount coupon.'],
  },
  {
    key: 'cancellation',
    weight: 6,
    tags: ['churn-risk', 'billing', 'refund'],
    subjects: ['Cancel my subscription', 'Please close our account', 'How do I cancel before the renewal on {date}?', 'We are moving to another tool'],
    openings: [
      'Please cancel my {plan} subscription. We are not using it enough to justify {amount} per month.',
      'We have decided to move to another tool. How do I cancel before the renewal, and can I export all our data first?',
      'I want to cancel. The app has been too slow for us lately and the {screen} keeps timing out.',
    ],
    followUps: [
      'Thanks for the offer, but we have made our decision. Please confirm once the account is cancelled.',
      'OK, a discount would actually change things. What can you offer?',
      'Is there a way to pause the subscription instead of cancelling?',
    ],
    replies: [
      'Sorry to see you go! Before I cancel, would a switch to the {plan2} plan help? It costs less and keeps all your data.',
      'I can cancel the subscription right away. You can export your data from Settings > Export, and the account stays accessible until the end of the billing period.',
      'I am sorry about the slowness in the {screen}. We shipped a fix in version {version} last week. Could you give it another try before cancelling?',
    ],
    laterReplies: [
      'Your subscription is cancelled; you will not be charged again. Your data stays available for 30 days in case you change your mind.',
      'I can offer 3 months at 50% off. I have applied it to your account, nothing else to do on your side.',
      'Yes, you can pause for up to 3 months from Settings > Billing. Your data stays intact during the pause.',
    ],
    notes: ['Churn risk: long-time customer, unhappy with performance. Offered 50% for 3 months.', 'Cancelled per request, exit reason: price.'],
  },
];
