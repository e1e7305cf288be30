import type { Theme } from './theme.ts';

// Topics about the product and the goods: shipping, bugs, feature requests and the API.

export const PRODUCT_THEMES: readonly Theme[] = [
  {
    key: 'shipping',
    weight: 9,
    tags: ['shipping', 'urgent'],
    subjects: ['Where is my order #{order}?', 'Package stuck in transit with {carrier}', 'Wrong item received in order #{order}', 'Delivery address change for #{order}'],
    openings: [
      'I ordered the {product} on {date} (order #{order}) and it still has not arrived. The {carrier} tracking number {tracking} has not updated in {days} days.',
      'My parcel has been stuck in {city} for a week according to {carrier}. Can you check what is going on with order #{order}?',
      'I received my order #{order} today but instead of the {product} there was something completely different in the box.',
      'I just placed order #{order} and noticed the delivery address is my old one. Can you change it to my new address in {city}?',
    ],
    followUps: [
      'The tracking now says "delivery exception". What does that mean?',
      'It finally arrived today, thanks for the help!',
      'Should I send the wrong item back? I do not want to be charged for it.',
    ],
    replies: [
      'Sorry for the wait! I contacted {carrier} about tracking number {tracking}: the parcel was delayed at their hub in {city} and should be delivered within 2 business days.',
      'I am sorry about the mix-up. I have shipped the correct {product} with express delivery at no cost, tracking to follow by email.',
      'Good catch! The order had not shipped yet, so I updated the delivery address for order #{order}.',
    ],
    laterReplies: [
      'A delivery exception usually means the driver could not access the address. {carrier} will try again tomorrow.',
      'No need to return the wrong item, please keep it or donate it. Your replacement is on its way.',
    ],
    notes: ['Opened a trace with {carrier} for {tracking}.', 'Warehouse picking error, reported to the logistics lead.'],
  },
  {
    key: 'bug',
    weight: 9,
    tags: ['bug', 'urgent', 'churn-risk'],
    subjects: ['App crashes when opening the {screen}', 'Error {error} when saving', 'Export is broken since the last update', 'Blank page on {browser}'],
    openings: [
      'The app crashes every time I open the {screen} on my {device}. I am on version {version}. It started after the last update.',
      'When I try to save my changes I get "{error}" and nothing is saved. This is blocking our whole team.',
      'Exports to CSV have been broken since yesterday: the file downloads but it is empty.',
      'The {screen} shows a blank white page on {browser}. Other pages work fine.',
    ],
    followUps: [
      'Here is a screenshot of the error. It happens about 1 time in 3.',
      'The update fixed it, thanks for the quick turnaround!',
      'It is still happening with version {version}. Any workaround in the meantime?',
    ],
    replies: [
      'Thanks for the detailed report! I reproduced the crash on the {screen} with version {version}. Our developers are on it; I will update you as soon as a fix ships.',
      'Sorry about that. The {error} error comes from a timeout on our side during high load this morning. It is resolved now, could you try saving again?',
      'Thanks for letting us know. This is a known issue introduced in the last release; a fix is scheduled for tomorrow.',
      'Could you open the browser console in {browser} and send us any red error lines you see? That will help us find the cause quickly.',
    ],
    laterReplies: [
      'Good news: the fix is live. Please update to the latest version and let us know if the problem comes back.',
      'As a workaround, the {screen} works from the web app while we finish the fix for {device}.',
    ],
    notes: ['Reproduced on {device}, bug filed as ENG-{last4}.', 'Same crash reported by 4 customers today, escalated to on-call.'],
  },
  {
    key: 'feature-request',
    weight: 6,
    tags: ['feature-request', 'vip', 'churn-risk'],
    subjects: ['Feature request: {feature}', 'Any plans for {feature}?', 'Suggestion for the {screen}'],
    openings: [
      'We love the product, but we really miss {feature}. Is that on your roadmap?',
      'Would you consider adding {feature}? Our team of {seats} would use it every day.',
      'Small suggestion for the {screen}: it would be great to sort and filter by date. Right now we scroll a lot.',
    ],
    followUps: ['Thanks! Any rough timeline? Even a quarter would help our planning.', 'Happy to join a beta if you have one.'],
    replies: [
      'Thanks for the suggestion! Support for {feature} is one of our most requested features. I have added your vote and will let you know when it is available.',
      'Great idea. I have passed it on to our product team with your use case, they review requests every week.',
    ],
    laterReplies: ['We cannot promise a date yet, but it is planned for the next quarter.', 'I have added you to the beta list; you will get an email when it opens.'],
    notes: ['Added +1 to the {feature} request in the product board.', 'Mentioned a competitor offers {feature}, churn risk.'],
  },
  {
    key: 'api',
    weight: 6,
    tags: ['api', 'bug', 'urgent'],
    subjects: ['Webhooks stopped firing', 'API returns {error}', 'Rate limits for the reports API', '{integration} integration not syncing'],
    openings: [
      'Our webhook endpoint has not received any events since {date}. Nothing changed on our side and the endpoint returns 200.',
      'Our integration calls to the API started returning {error} today. We send about 20 requests per second. Did anything change?',
      'What are the rate limits for the API? We want to sync about 50,000 records every night.',
      'The {integration} integration stopped syncing on {date}. The last sync status shows {error}.',
    ],
    followUps: ['Here is a request id from a failing call: req_{order}.', 'Reconnecting worked, the sync is running again. Thanks!'],
    replies: [
      'Thanks for the report. Your webhook was disabled automatically after repeated timeouts on {date}. I have re-enabled it; please make sure your endpoint responds within 10 seconds.',
      'The API allows 10 requests per second per key, with bursts up to 20. Above that you get HTTP 429 responses with a Retry-After header.',
      'It looks like the {integration} token expired. Please disconnect and reconnect the integration from Settings > Integrations.',
    ],
    laterReplies: [
      'Thanks for the request id, that helped. The failures came from a malformed date parameter; ISO 8601 dates are required.',
      'For nightly syncs, the bulk export endpoint returns up to 1,000 records per page, well within the limits.',
    ],
    notes: ['Webhook disabled after 50 consecutive timeouts, re-enabled.', 'Customer is hitting rate limits, suggest batching.'],
  },
];
