// Full emails a SaaS help desk receives that no source of either help desk answers: questions meant for another
// business (a bank, a landlord, a school, a courier, a phone company, a gym...), sales pitches, recruiters,
// newsletters, invitations, thanks and complaints that ask nothing, mail sent to the wrong address, personal mail,
// suppliers' legal and invoice paperwork, survey requests. Written from the sources alone, without seeing any search
// result. Off-topic tuning data: the search may be tuned on this list.

export const OFF_TOPIC_MAILS: { subject: string; text: string }[] = [
  {
    subject: 'Overdraft limit on current account',
    text: `Dear Sir or Madam,

I would like to request an increase of the arranged overdraft on my current account (sort code 20-45-77, account ending 4412) from £500 to £1,500. My salary is paid into this account every month. Please let me know which documents you need from me.

Yours sincerely,
Edward Clarke`,
  },
  {
    subject: 'Heating in flat 3B',
    text: `Hi Mr Patel,

The heating in our flat has been off since Sunday and it's getting really cold at night, especially for the baby. The boiler shows error E119. Could you send someone this week? We're home after 5pm every day.

Thanks,
Joanna (Flat 3B)`,
  },
  {
    subject: 'Absence - Emma Hughes, class 4B',
    text: `Dear Mrs Thompson,

Emma has a temperature this morning and won't be in school today. Hopefully she'll be back on Thursday. Could you let me know if there's any homework she should catch up on?

Kind regards,
Rachel Hughes`,
  },
  {
    subject: 'Parcel marked delivered but not received',
    text: `Hello,

Tracking number JD0002210943388 says my parcel was delivered yesterday at 14:12 and "left in a safe place", but there is nothing at my door, with my neighbours or in the bin store. Can you check with the driver where exactly it was left? It was a birthday present.

Regards,
Amir Shah`,
  },
  {
    subject: 'Roaming charges on my bill',
    text: `Hi,

My phone bill for October is £87 instead of the usual £25. It lists data roaming in Switzerland, but I thought my contract included roaming in Europe. Can you explain the charges and take them off if they're wrong? My number is 07700 900123.

Thanks,
Lucy`,
  },
  {
    subject: 'Freeze membership',
    text: `Hi,

I've broken my ankle and won't be able to train for about 8 weeks. Can I freeze my membership at the Kings Cross club from the 1st until the end of January instead of paying? Membership no. 558201.

Cheers,
Tom`,
  },
  {
    subject: 'Quick idea for your outbound',
    text: `Hi there,

I was looking at your website and noticed you're hiring account executives, congrats on the growth!

We help B2B SaaS companies like yours book 30+ qualified meetings a month with AI-powered outbound. Our clients (including three YC companies) saw a 3x increase in pipeline within 60 days, without adding headcount.

Would you be open to a 15-minute call next week to see if it's a fit? Here's my calendar: calendly.com/jake-growthloop/15min

Best,
Jake Morrison
Account Executive, GrowthLoop

P.S. If you're not the right person, could you point me to whoever owns pipeline?`,
  },
  {
    subject: 'SEO proposal for your website',
    text: `Hello Sir/Madam,

I have check your website and found several issue which are harming your Google ranking. We are a expert SEO team and can bring your site on first page within 3 months. Shall I send you the audit report and our packages price?

Regards,
Rahul
Digital Marketing Expert`,
  },
  {
    subject: 'Senior Backend Engineer - fully remote, €95k',
    text: `Hi,

I came across your profile and thought you might be interested in a Senior Backend Engineer role with a fast-growing fintech in Amsterdam. Fully remote within the EU, €85-95k plus equity, Go and PostgreSQL stack. Happy to share more details if you're open to a chat. Would Thursday or Friday work for a quick call?

Kind regards,
Sophie Jansen
Talent Partner, Hirewell Recruitment`,
  },
  {
    subject: 'The SaaS Weekly #142: What we learned from 500 pricing pages',
    text: `Hey there,

Welcome to this week's issue! Here's what's inside:

1. We analysed 500 SaaS pricing pages. The most common number of tiers? Three. The most common mistake? Hiding the price of the top plan.
2. Interview: how a bootstrapped founder grew from $0 to $2M ARR without a sales team.
3. Tool of the week: a browser extension that turns any table into a spreadsheet.
4. Jobs board: 23 new remote roles in customer success.

Reading time: 7 minutes.

See you next week,
The SaaS Weekly team

You're receiving this because you subscribed at saasweekly.io. Unsubscribe | Update preferences`,
  },
  {
    subject: "You're invited: Customer Experience Summit, Lisbon, 14-15 May",
    text: `Hello,

We're delighted to invite you to the Customer Experience Summit 2027 in Lisbon. Two days of talks from support leaders at leading tech companies, hands-on workshops and plenty of networking by the river. Early-bird tickets are 30% off until 31 January.

Register at cxsummit.eu/register with the code EARLY30.

Warm regards,
The CX Summit team`,
  },
  {
    subject: 'Thank you!',
    text: `Hi Lena,

I just wanted to write a proper thank you for your help last week. When everything went wrong the night before our board presentation I honestly thought we would have to rebuild three months of planning by hand. You stayed on it with me until it was all back, explained what had happened without making me feel stupid, and even followed up the next morning to check on us. The presentation went really well and my boss has no idea how close we came to disaster.

I've worked with a lot of software companies and it's rare to get support like that. Please pass this on to your manager, you deserve the recognition.

All the best,
Hannah Fischer`,
  },
  {
    subject: 'Very disappointed',
    text: `Hello,

I've been a paying customer for four years and I have to say the last update is a step backwards. Everything I used daily has moved, the new colours are hard to read, and my team spent the whole morning complaining instead of working. Nobody asked us. I just wanted you to know that long-time customers are not happy.

Regards,
Gerald Burke`,
  },
  {
    subject: "Saturday's training",
    text: `Hi Coach,

Just a heads up that Leo won't make training on Saturday, we're at his cousin's wedding. He'll be there for the match on Sunday though. Does he still need to bring the white kit?

Thanks,
Martina (Leo's mum)`,
  },
  {
    subject: 'dinner friday?',
    text: `hey!! are you free friday night? thinking that new ramen place near the station, 7.30ish. let me know and I'll book xx Anna`,
  },
  {
    subject: 'Updated terms of our Master Services Agreement',
    text: `Dear Customer,

We are writing to inform you that, effective 1 January 2027, the Master Services Agreement governing your use of CloudPrint services will be updated. The main changes concern the limitation of liability (section 9), the governing law (now Ireland) and the notice period for termination, which increases from 30 to 60 days. The full revised agreement is attached to this email and available at cloudprint.com/legal.

If you continue to use the services after 1 January 2027, you will be deemed to have accepted the new terms. No action is required on your part.

Sincerely,
Legal Department
CloudPrint Ltd`,
  },
  {
    subject: 'Invoice INV-20931 from Brightline Office Supplies',
    text: `Dear Accounts Payable,

Please find attached invoice INV-20931 for €1,284.60 for the office furniture delivered on 28 October (PO 4471). Payment is due within 30 days by bank transfer to the IBAN shown on the invoice.

Kind regards,
Brightline Office Supplies
Accounts Receivable`,
  },
  {
    subject: 'Research survey: remote teams and collaboration tools (10 min)',
    text: `Dear participant,

I am a master's student at Utrecht University researching how remote teams choose their collaboration tools. Would you be willing to fill in a short anonymous survey (about 10 minutes)? As a thank you, participants can enter a draw for one of five €50 vouchers.

Survey link: forms.uu.nl/remote-collab-2026

Thank you very much for your time,
Eline de Boer`,
  },
  {
    subject: 'Table for 8 on Saturday',
    text: `Hello,

Do you have a table for 8 people this Saturday at around 8pm? It's for my father's 70th birthday, so if you could do a small cake or a candle that would be lovely. One of us is vegan.

Many thanks,
Sarah`,
  },
  {
    subject: 'Re: Appointment reminder - Tue 10 Nov, 9:40',
    text: `Hi,

Unfortunately I can't make this appointment, I have a work trip. Could we move it to the week after, ideally an early morning slot?

Thanks,
Daniel Ortega

On Fri, 6 Nov 2026 at 08:00, Smile Dental Clinic <reception@smiledental.co.uk> wrote:
> This is a reminder of your check-up with Dr Hall on Tuesday 10 November at 9:40.
> Reply to this email to reschedule.`,
  },
  {
    subject: 'Claim - rear-end collision 2 Nov',
    text: `Dear claims team,

I'm writing to report an accident. On Monday 2 November at about 17:30 my car (VW Golf, reg AB12 CDE) was hit from behind at a red light on Station Road. The other driver admitted fault and we exchanged details; photos are attached. My policy number is MTR-88213-04. What are the next steps, and can I get a courtesy car while mine is repaired?

Yours faithfully,
Kevin Walsh`,
  },
  {
    subject: 'Missing suitcase - file LHR12345',
    text: `Hello,

My suitcase didn't arrive on flight BA 2491 from Lisbon on Sunday. I filed a report at the airport (reference LHR12345) but I've heard nothing since. It has my work clothes and my medication in it. Can someone tell me where it is?

Regards,
Patricia Gomes`,
  },
  {
    subject: 'Meter reading for account 7734012',
    text: `Hi,

Here's my meter reading for this quarter as requested: electricity 045218, gas 01934. Please use these instead of an estimate this time, the last bill was way too high.

Thanks,
Ian Fraser`,
  },
  {
    subject: 'Partnership opportunity',
    text: `Hi team,

I'm Head of Partnerships at Formloop, an online form builder used by 40,000 small businesses. A lot of our customers also use tools like yours, and we think there's a great opportunity for some co-marketing: a joint webinar, a guest blog post and a mention in each other's newsletters. Would you be the right person to talk to about this, or could you introduce me to your marketing lead?

Looking forward to hearing from you,
Carlos Mendes`,
  },
  {
    subject: 'Speaking invitation: ProductCon Berlin',
    text: `Dear team,

We'd love to have someone from your company speak at ProductCon Berlin on 22 April. The theme this year is "Building for teams that never meet", and we think your story would resonate with our 800 attendees. Talks are 20 minutes; we cover travel and two nights' accommodation. Please reply by 15 December if you're interested.

Best wishes,
Katrin Hoffmann
Programme Committee, ProductCon`,
  },
  {
    subject: 'Application: Customer Support Specialist',
    text: `Dear Hiring Manager,

I'm writing to apply for the Customer Support Specialist position advertised on LinkedIn. I have three years of experience in SaaS support, most recently at a payroll software company, where I handled around 60 tickets a day and kept a 96% satisfaction score. I speak English, Spanish and Portuguese. My CV is attached, and I'd welcome the chance to talk.

Kind regards,
Mariana Costa`,
  },
  {
    subject: 'Press enquiry - piece on the four-day week',
    text: `Hi,

I'm a freelance journalist writing a piece on companies that have moved to a four-day week, and I saw on your careers page that you offer one. Would your founder be available for a 20-minute phone interview this week? My deadline is Friday.

Thanks,
Owen Richards`,
  },
  {
    subject: 'Support our school fun run',
    text: `Dear Sir or Madam,

On 12 December the pupils of St Mary's Primary are running a sponsored fun run to raise money for new playground equipment. We're asking local businesses to sponsor a kilometre (£25) or donate a raffle prize, and your logo would appear on our thank-you banner. Would you be able to help?

With thanks,
Mrs J. Evans, PTA Chair`,
  },
  {
    subject: 'Vacuum stopped working after 3 weeks',
    text: `Hello,

I bought your X200 cordless vacuum cleaner three weeks ago and it already doesn't charge any more. The light blinks red and nothing happens. I have the receipt. I want a replacement, not a repair.

Regards,
Monika Schwarz`,
  },
  {
    subject: 'Booking 55210 - late check-in',
    text: `Hello,

We have a reservation from 19 to 21 November (booking 55210) and our flight only lands at 23:30. Is it possible to check in after midnight? And is there parking at the hotel?

Thank you,
Jean-Luc Martin`,
  },
  {
    subject: 'Is the van ready?',
    text: `Hi Steve, just checking if the van is ready to collect, you said Wednesday. Can I pick it up before 5? Cheers, Dave`,
  },
  {
    subject: "Bella's vaccination",
    text: `Hi,

Bella (golden retriever, 3 years) is due her booster this month. Could we book her in for a Saturday morning? She also seems to be scratching her ear a lot, so if the vet could have a look at that too.

Thanks,
Claire`,
  },
  {
    subject: 'Q3 receipts',
    text: `Hi Mark,

Hope you're well. To finish your VAT return for Q3 I still need the receipts for your fuel and the new laptop, and the bank statement for September. Could you send them over by the end of next week?

Best regards,
Susan Bell
Bell & Co Accountants`,
  },
  {
    subject: 'Automatic reply: Your request #48213 has been updated',
    text: `Hello,

I am out of the office until Monday 16 November with limited access to email. For urgent matters please contact my colleague Peter Lang at peter.lang@kroon-logistics.nl.

Best regards,
Jan de Vries`,
  },
  {
    subject: 'Re: Export stuck at 0%',
    text: `That did the trick, thank you so much! Have a lovely weekend.

On Fri, 6 Nov 2026 at 15:20, Support <support@example.com> wrote:
> Hi Ravi, could you try again now? We restarted the export on our side.`,
  },
  {
    subject: 'Just a note',
    text: `Hi,

No question today, I just wanted to say your product has made my working life so much calmer. I used to dread Monday mornings and now I actually know what everyone is doing. Keep it up!

Best,
Nina`,
  },
  {
    subject: 'Still waiting',
    text: `I opened a request three days ago and have heard nothing. This is not the level of service I expected for what we pay. Frankly I'm considering our options.

R. Hollander`,
  },
  {
    subject: 'FINAL NOTICE: Domain expiration',
    text: `Attention: Domain Owner

This is your final notice of domain listing expiration. Failure to complete your search engine registration by 11/15/2026 may result in the cancellation of this offer, making it difficult for your customers to locate you online. Secure your listing now for just $89.00 at the link below.

Domain Services Corp
This is not a bill. This is an optional offer.`,
  },
  {
    subject: 'Webinar: 5 ways to cut churn in 2027',
    text: `Hi,

Churn is the silent killer of SaaS growth. Join our free live webinar on Thursday 19 November at 4pm CET, where our Head of Customer Success will share the five playbooks that cut churn by 40% for our customers. Can't make it live? Register anyway and we'll send you the recording.

Save your seat: retainly.com/webinars/churn-2027

Cheers,
The Retainly team`,
  },
  {
    subject: 'Delivery slot for 3 pallets - order 99812',
    text: `Good afternoon,

Our driver will deliver your order 99812 (3 pallets, approx. 640 kg) on Thursday between 8:00 and 12:00. Please confirm whether there is a loading bay or a tail-lift is needed, and that someone will be on site to sign.

Kind regards,
Dispatch team
Nordfracht GmbH`,
  },
  {
    subject: 'Meeting room for Thursday',
    text: `Hi Jess,

Could I book the big meeting room on the 2nd floor for Thursday 10-12? We have eight people coming in from a client. And would it be possible to have coffee and some pastries set up?

Thanks,
Marcus (desk 14)`,
  },
  {
    subject: 'Notice: change of registered address',
    text: `Dear valued customer,

Please be advised that as of 1 December 2026 our registered office moves to 14 Harbour Street, Leith, Edinburgh EH6 6LE. Our bank details remain unchanged. Please update your supplier records accordingly; future invoices will show the new address.

Yours faithfully,
Finance Department
Castle Print & Packaging Ltd`,
  },
  {
    subject: 'NDA for countersignature',
    text: `Hi,

Ahead of our call next week, please find attached our mutual NDA, already signed on our side. Could you countersign and send it back by Friday? If you want any changes, just mark them up in the Word version.

Thanks,
Helena Brandt
Legal Counsel, Vireo Analytics`,
  },
  {
    subject: 'Important: updates to our Data Processing Addendum',
    text: `Dear customer,

We're writing to let you know that we have updated our Data Processing Addendum and our list of sub-processors, effective 15 December 2026. The changes reflect our new data centre in Stockholm and the addition of a customer support provider in Portugal. You can review the updated documents at sendlyst.com/legal/dpa. If you have no objection, no action is needed.

Kind regards,
Privacy Team, Sendlyst`,
  },
  {
    subject: 'How was your stay at the Harbour View Hotel?',
    text: `Dear Mr Becker,

Thank you for staying with us last week. We'd love to hear about your experience: our survey takes two minutes and helps us improve. As a thank you, you'll receive 10% off your next booking.

Take the survey: harbourview.com/feedback

Warm regards,
Guest Relations, Harbour View Hotel`,
  },
  {
    subject: 'Internship summer 2027',
    text: `Hello,

I am a second-year computer science student at TU Delft and I'm very interested in doing a summer internship at your company, preferably in frontend development. I've attached my CV and a link to my portfolio. Do you offer internships, and if so, who should I contact?

Kind regards,
Daan Visser`,
  },
  {
    subject: 'Guest on The Remote Work Podcast?',
    text: `Hey!

I host The Remote Work Podcast (about 12k listeners per episode) and I'd love to have your CEO on for a 40-minute conversation about building distributed teams. We record over Zoom and I can send the questions in advance. Any chance?

Thanks,
Jordan`,
  },
  {
    subject: 'Photos from the weekend',
    text: `Hi Grandma,

Here are the photos from Sunday! The kids loved the cake. Mum says she'll call you on Wednesday about Christmas plans.

Love you lots,
Emily xx`,
  },
  {
    subject: 'Switch to a cheaper tariff',
    text: `Hello,

My contract ended in September and I'm now paying £35 a month for unlimited data I don't use. I'd like to move to a SIM-only deal with around 10GB. Can you tell me what you can offer? Account number 44019283.

Regards,
Patrick Byrne`,
  },
  {
    subject: 'Deposit return - 12 Elm Road',
    text: `Dear Ms Richards,

We moved out of 12 Elm Road on 31 October and handed back all the keys. The check-out inspection found no issues. It's now been five weeks and we still haven't received our £1,450 deposit. Could you let me know when it will be returned?

Kind regards,
Tom and Alice Baker`,
  },
];
