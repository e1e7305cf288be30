// A fresh held-out list of customer messages that no source of either evaluation help desk (Tasklane,
// help-desk-sources.ts; Mailroom, inbox-desk-sources.ts) answers: thanks and closings, greetings, auto-replies,
// bounces, read receipts, calendar mail, newsletters, sales pitches, spam, phishing, job and partnership mail,
// other vendors' surveys, questions for other businesses, personal questions, trivia, venting, and features
// neither product has. About a quarter share ordinary words with a source ("cancel my physio appointment", "my
// online banking password expired") because real mail does; none asks anything a source answers.
// Written on 2026-11-27 by someone who had not seen the search's results, and independently of
// off-topic-messages.ts (no message repeated). Used only to measure, never to tune.

export const OFF_TOPIC_FRESH: string[] = [
  'cheers, that did the trick',
  'Much appreciated!',
  'all good now :)',
  'ok, speak to you next week then 👋',
  '🙏🙏',
  'ta',
  'yes',
  'ok will do',
  'okey dokey',
  'Received, thanks.',
  'you are a star, thank u!!',
  'thx again, closing this on my side',
  'Great stuff. Consider this one resolved.',
  'Perfect. Thank you Ana, have a good weekend.',
  'Re: Re: export to CSV — yep, worked first time, thanks!!',
  'Fwd: Re: invoice #4471 — sorry, forwarded this to the wrong person, you can ignore it',
  'Re: your ticket #58213 — no further questions from us, feel free to close it. Have a good one.',
  'Thank you very much for taking the time to go through all of that with me on the phone yesterday, Daniel. I have passed your notes on ' +
    'to the rest of our team and everyone is set up now. Really appreciate the patience, especially given how many times I asked the same thing!',
  'Happy Thanksgiving to everyone on the support team! 🦃',
  'Morning all',
  'happy friday!!',
  'Hi Sam, hope the move went well and you are settling into the new flat!',
  'Wishing you all a peaceful Diwali and a bright year ahead.',
  "Season's greetings from everyone at Larkspur Architects. Thank you for a great year working together, and see you in 2027!",
  'Guten Tag! Schönes Wochenende euch allen.',
  'How are you guys holding up with all the snow?',
  'did anyone else get stuck on the M25 this morning or was it just me',
  'Just wanted to say hi, it has been ages. Are you still doing the Tuesday pub quiz?',
  'Re: Friday — congrats on the baby news, Jo! 🎉',
  'my team lost 3-1 on saturday and the ref was a disgrace',
  'Automatic reply: Thanks for your email. I am away until Monday 7 December with limited access to my inbox. For invoices and payment ' +
    'queries please write to accounts.payable@hollis-marine.com; for anything else, my colleague Rui Costa (rui.costa@hollis-marine.com) can help.',
  "Réponse automatique : je suis absente du bureau jusqu'au 2 décembre inclus. Pour toute urgence, merci de contacter Claire Dubois au " +
    '01 84 88 21 09.',
  '[Auto-Reply] Thank you for your message. Our offices are closed for the Thanksgiving holiday on Thursday and Friday and will reopen on ' +
    'Monday, November 30. We will respond to your enquiry then.',
  'I am travelling with patchy access to email until 4 Dec and will respond as soon as I can. Sent from my iPhone',
  'Thank you for contacting Breezeway Airlines Customer Relations. Your case number is CR-20261127-08841. Due to high volumes, responses ' +
    'may take up to 28 days. Please do not reply to this email.',
  'Hi there, this is an automated message to let you know we have received your request (#771203). A member of the Ridgeback Insurance ' +
    'claims team will be in touch within 2 working days.',
  "Delivery Status Notification (Failure). Address not found: your message wasn't delivered to accounts@hartwell-joinery.co.uk because " +
    "the domain hartwell-joinery.co.uk couldn't be found. Check for typos or unnecessary spaces and try again.",
  'Returned mail: see transcript for details. ----- The following addresses had permanent fatal errors ----- <sales@bluequill.example> ' +
    '(reason: 554 5.7.1 Message rejected as spam by content filtering)',
  'Read: Q4 supplier review. Your message To: Oliver Grant, Subject: Q4 supplier review, Sent: 24/11/2026 16:02 was read on 25/11/2026 09:14.',
  'Return receipt: your document "Lease renewal 2027.pdf" was opened by m.alvarez@casaverde.es',
  'Accepted: Weekly ops sync @ Tue 1 Dec 2026 9:30am - 10am (GMT) (priya@lumen-works.com)',
  'Declined: Budget review 2027 — sorry, clashes with a client visit, can we do Thursday?',
  "Invitation: Kate's leaving drinks 🍻 Fri 11 Dec 2026 5:30pm – 8pm, The Crown, Borough. Going? Yes - Maybe - No - more options »",
  'Tentative: Interview panel – Senior Designer (Wed 2 Dec, 14:00–15:00 CET)',
  'Your appointment with Dr. Halvorsen has been rescheduled to Thursday 3 December at 11:40. Add to calendar | Cancel appointment',
  "The Sunday Crumb, issue 118: the best sourdough starters ranked, a reader's three-day cinnamon bun method, and why your oven lies about " +
    'its temperature. View in browser · Manage preferences',
  'Cyber Monday is HERE ⚡ Take 40% off every annual plan at Framebox Photo Cloud: unlimited backups, RAW support, shared family albums. ' +
    'Offer ends 1 Dec at midnight PT.',
  'This week in SaaS Finance: how annual billing cuts churn, why usage-based pricing is overtaking per-seat plans, and five refund ' +
    'policies that build trust. Read more →',
  'Reminder: your webinar "Scaling support teams in 2027" starts in 1 hour. Join here: https://events.zoomcast.example/j/8841203',
  'Hi, I came across your website and noticed a few broken backlinks. We offer high-authority guest posts (DA 70+) on tech blogs for $150 ' +
    'each. Interested in a package?',
  "Quick question: who handles your outbound lead generation? We book 15-20 qualified sales meetings a month for B2B SaaS companies or you " +
    "don't pay. Worth a 10 min chat?",
  "Hey! Following up on my last 3 emails. I know you're busy so I'll keep it short: should I stop reaching out? Reply 1 for \"talk next " +
    'quarter", 2 for "not interested", 3 for "help, my inbox is holding me hostage" 😄',
  'We build custom mobile apps at a third of US rates. Our team of 80 developers has delivered 300+ projects for startups. Can I send you ' +
    'our portfolio?',
  'Your DocuSign document is ready: "Final_Payment_Remittance_Nov26.pdf". Review Document → https://docs-sign-secure.example/view?id=88213 ' +
    '(this link expires in 24 hours)',
  'Hi, are you at your desk? I need you to handle an urgent task for me discreetly. Buy 5 Apple gift cards of $200 each and send me the ' +
    'codes, I am stuck in a meeting. Michael (CEO), sent from my mobile',
  'Your account has been suspended due to unusual sign-in activity. To restore access, confirm your identity and card details at ' +
    'paypa1-resolution-center.example within 12 hours.',
  'Dear Sir or Madam, I am writing to express my interest in any customer support openings at your company. I have two years of ' +
    'experience answering tickets for an online furniture shop and I am a quick learner. My CV is attached. Thank you, Aylin Demir',
  "Hi! Do you take work experience students? I'm in Year 10 and we need a one-week placement in February.",
  "Hi, I'm a recruiter at Talentbridge. I have a Head of Support role at a Series B fintech in Amsterdam (€95-110k + equity). Would you or " +
    'someone on your team be open to a confidential chat?',
  'Hello! We are organising SupportCon Lisbon 2027 (800 attendees, 12-13 May) and would love to have your company as a Gold sponsor. The ' +
    'deck is attached, happy to jump on a call.',
  'hey team, I run a productivity YouTube channel (210k subs). would you be up for a paid integration in my January video? rate card attached',
  'How did we do? Rate your recent support experience with Cloudnest Hosting: 😞 😐 🙂 😍 It only takes 30 seconds.',
  "You're invited: the 2026 State of Customer Service survey. Tell us how your team handles support and get the full report free, plus " +
    'a chance to win a $250 voucher.',
  'Your feedback matters! Tell us about your stay at the Harbourview Hotel, Galway (22-24 Nov) and get 10% off your next booking.',
  'The customs charge on my parcel from the US is £38, is that right? It was a gift worth about $60.',
  'Do you deliver to the Channel Islands and how much is postage?',
  'can I swap the jumper I ordered for my husband for an XL? order 10044-ZK, its still in the bag with tags on',
  'do you do gluten free pizza bases? we are a party of 9 coming tomorrow at 7',
  'Can I upgrade my seat to business class on the Toronto flight using my air miles? Booking ref QZ7K2M',
  'My flight was cancelled and the airline only offered me a voucher. Am I entitled to cash compensation under EU261?',
  'Does my home insurance cover a burst pipe if I was away for two weeks when it happened?',
  'please update the billing address on my car insurance policy, we moved to 14 Elm Row last month',
  'my online banking password expired and now the app keeps saying my account is locked. who do i call??',
  'I would like to close my joint savings account and move the balance to my current account.',
  'how do I apply for a council tax reduction as a single occupant',
  'Can you assign me a different caseworker? Mine has not returned a single call since October.',
  'Please transfer ownership of the van to my son, the signed V5C logbook is attached.',
  'i need to cancel my physio appointment on thursday, my back is actually fine now lol',
  'Is the flu jab free for over 65s at your practice or do I need to book?',
  'What time is pick-up on the last day of term? The school calendar says 1pm but the letter home says 2pm.',
  'Can I delete my account on the school lunch payment app? My daughter moved schools in September.',
  'I want to change my mobile plan to one with more data, I keep running out by the 20th of the month',
  'my broadband has dropped every evening since tuesday, router lights flashing orange',
  'How do I reset the admin password on my home wifi router? The sticker on the bottom has worn off.',
  'how do I export all my photos from my old Samsung to my new iPhone without losing the albums',
  "Can I get a refund for the gig at the Apollo if it's moved to a date I can't make?",
  'Is there a student discount on the monthly bus pass?',
  "Hi Rosa, could you resend the catering invoice for the 14th with your VAT number on it? Our accountant won't accept it without. Thanks!",
  'I need to merge two old workplace pensions into one, is there a fee for that?',
  'Where can I download my P60 for last year? HR told me to ask at this address.',
  'Fwd: duplicate charge — hi love, the climbing centre took the monthly fee twice again, can you ring them tomorrow? x',
  'can you lend me your ladder this weekend? need to clear the gutters',
  'what should I get my dad for his 60th, he has literally everything',
  'How many bones are in the human hand?',
  'who wrote the song that goes "here comes the sun"',
  'What year did the Berlin Wall fall?',
  'how far away is the moon in miles',
  "Honestly I'm just exhausted. Third week of year-end close and nothing balances. Not your problem, I just needed to tell someone.",
  'Your delivery driver drove over my flowerbed AGAIN. I have photos.',
  'The noise from the building site next door starts at 6am every single day. It is unbearable.',
  'the timeline for our kitchen renovation has slipped AGAIN, the builders havent shown up in a week. so done with this',
  'why does every website need cookies now. so annoying',
  'I waited on hold for 55 minutes this morning only for the line to go dead. Unbelievable.',
  'Can Tasklane run payroll for our contractors at the end of each month?',
  "would be great if Mailroom could print and post physical letters to customers who don't use email, any plans for that?",
  'Does Tasklane have a built-in expense claims form with receipt scanning?',
  'can the app show where my field technicians are on a map in real time',
  'Can I book meeting rooms and hot desks for the office through Tasklane?',
  'We need something to manage our warehouse stock levels and barcodes. Can your tool do inventory?',
  'can i use mailroom to send customers a christmas card with their name printed on it, like an actual paper card',
  'Does Tasklane have an e-signature feature so clients can sign contracts inside a task?',
  'Could you add a built-in music player so the whole team can listen to the same playlist while working?',
  'Is there a feature that writes and posts our social media content every day automatically?',
  'Can Tasklane generate 3D floor plans for our interior design projects?',
];
