import type { Page } from '@playwright/test';
import type { Conversation } from '#contract/conversations';
import { expect, saveScreenshot, test as base } from '../fixtures';
import { isBrowserService, startEgressProxy, type EgressProxy } from '../support/egress-proxy';
import { activeContentOf, isCspParseRefusal, watchHostileEffects, type HostileWatch } from '../support/hostile-mail';
import { hostileEmails, IMAGE_HOST, type HostileEmail } from '../support/hostile-mail-corpus';
import { conversationList, mailConversations, openInbox, uniqueToken } from '../support/inbox';

// A corpus of hostile emails (e2e/support/hostile-mail-corpus*.ts), one per family of vectors, mailed over SMTP
// and opened one after the other from the inbox, as an agent does. hostile-email.spec.ts checks one rich email
// in depth; this checks breadth: whatever the family, the agent sees every case's text, nothing runs, nothing
// leaves the browser, and "Show images" then asks for images from the mail's image host and nothing else.

// Every request for another host goes through a recording proxy that answers none: it sees what left the
// browser, including the loads of the email frame's first document, which Playwright's request events miss.
const test = base.extend<object, { egress: EgressProxy }>({
  egress: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const egress = await startEgressProxy();
      await use(egress);
      await egress.close();
    },
    { scope: 'worker' },
  ],
  proxy: async ({ egress }, use) => {
    await use({ server: egress.server, bypass: '127.0.0.1,localhost' });
  },
});

// Some vectors fire late (a meta refresh after 1 s, animations of 1 s): their absence can only be seen after.
const SETTLE_MS = 1200;

interface Watched {
  page: Page;
  watch: HostileWatch;
  consoleErrors: string[];
  egress: EgressProxy;
}

/** Opens one email of the corpus from the list and checks it; then "Show images" if it has any. */
async function checkEmail({ page, watch, consoleErrors, egress }: Watched, email: HostileEmail, conversation: Conversation): Promise<void> {
  const marks = { egress: egress.requests.length, console: consoleErrors.length, fromEmails: watch.fromEmails.length, failedLoads: watch.failedLoads.length };
  const left = () => egress.requests.slice(marks.egress).filter((r) => !isBrowserService(r));
  let imagesShown = false;

  await conversationList(page).getByRole('link', { name: conversation.subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
  const frameElement = page.getByTitle(/^Message from /);
  await expect(frameElement).toHaveCount(1);
  await expect(frameElement).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  const frame = frameElement.contentFrame();
  const heading = frame.getByRole('heading', { name: email.title });
  await expect(heading).toBeVisible();

  const missingText = async () => {
    const text = await frame.locator('body').innerText();
    return email.markers.filter((m) => !text.includes(m));
  };
  const expectInert = async () => {
    expect(await missingText(), 'cases whose text does not show').toEqual([]);
    expect(await activeContentOf(frame), 'what could act or load in the email').toEqual([]);
  };
  const expectNothingHappened = async () => {
    expect(watch.messages, 'messages from a script in the email').toEqual([]);
    expect(watch.dialogs, 'dialogs').toEqual([]);
    expect(watch.popups, 'new tabs').toEqual([]);
    expect(watch.topNavigations, 'navigations of the dashboard').toEqual([]);
    await expect(page).toHaveURL((url) => url.pathname === `/inbox/${conversation.id}`);
    expect(await page.title()).toMatch(/^(?!.*pwned).*Support Inbox$/);
    expect(await page.evaluate(() => window.name)).toBe('');
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('pwned');
    // The email frame is still the document the dashboard wrote, and holds no frame of its own (the previous
    // email's frame is gone).
    await expect.poll(() => page.frames().filter((f) => f !== page.mainFrame()).map((f) => f.url())).toEqual(['about:srcdoc']);
    // Chromium prints the page's CSP refusing the raw email's handlers while DOMPurify parses it (inert: the
    // refusals must come from there), and each image that "Show images" asked for and could not get (checked
    // below: images of the mail only).
    const isFailedImage = (e: string) => imagesShown && /^console\.error: Failed to load resource: /.test(e);
    expect(consoleErrors.slice(marks.console).filter((e) => !isCspParseRefusal(e) && !isFailedImage(e))).toEqual([]);
    expect(watch.cspRefusalsInEmails, 'the policy refusing what an email asked for').toEqual([]);
  };

  await expectInert();
  // What a reader does: point at the email and click its text (handlers on hover and click).
  await heading.hover();
  await heading.click();
  await page.waitForTimeout(SETTLE_MS);
  await expectNothingHappened();
  expect(left().map((r) => `${r.method} ${r.url}`), 'requests that left the browser').toEqual([]);
  expect(watch.fromEmails.slice(marks.fromEmails).map((r) => r.url()), 'requests from the email').toEqual([]);

  const showImages = page.getByRole('button', { name: 'Show images' });
  if (!email.imagesAfterShowImages) {
    await expect(showImages, 'no remote image to show').toHaveCount(0);
    return;
  }
  // The images are asked for for real (the proxy answers none, as when there is no network), and nothing else is.
  // Clicked again if need be: right after a scroll Chromium may still route a click at that spot to the
  // email's out-of-process iframe (see hostile-email.spec.ts). Showing images twice is the same as once.
  await expect(async () => {
    await showImages.click();
    await expect(showImages).toBeHidden({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  imagesShown = true;
  await expect
    .poll(() => left().map((r) => r.url), { message: 'the images "Show images" asks for' })
    .toEqual(expect.arrayContaining(email.imagesAfterShowImages));
  await page.waitForTimeout(SETTLE_MS);

  await expectInert();
  await expectNothingHappened();
  // Only images, only from the mail's image host, and none says where it comes from.
  const notImages = left().filter((r) => r.method !== 'GET' || !r.url.startsWith(`http://${IMAGE_HOST}/`) || !r.accept.startsWith('image/'));
  expect(notImages.map((r) => `${r.method} ${r.url} (${r.accept})`), 'requests other than images of the mail').toEqual([]);
  expect(left().filter((r) => r.referer !== undefined).map((r) => `${r.url} from ${r.referer}`), 'requests with a referrer').toEqual([]);
  const fromEmail = watch.fromEmails.slice(marks.fromEmails);
  expect(fromEmail.filter((r) => r.resourceType() !== 'image' || new URL(r.url()).hostname !== IMAGE_HOST).map((r) => r.url())).toEqual([]);
  const failed = watch.failedLoads.slice(marks.failedLoads);
  expect(failed.filter((url) => new URL(url).hostname !== IMAGE_HOST), 'failed loads other than images').toEqual([]);
}

test.describe('hostile mail corpus', () => {
  // Tall enough for all the corpus' conversations to be rendered rows of the (virtualized) list, and for most
  // of an email to be on screen in the screenshots.
  test.use({ signInRole: 'agent', viewport: { width: 1600, height: 1400 } });

  test('every family of hostile mail shows its text, runs nothing, loads nothing; "Show images" asks only for its images', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
    egress,
  }, testInfo) => {
    // About 3 s per email on an idle machine, more under load.
    test.setTimeout(120_000);
    const token = uniqueToken('corpus');
    const mailed = await mailConversations(
      { api, sendMail, fixture },
      {
        token,
        count: hostileEmails.length,
        subject: (i) => `${hostileEmails[i]!.title} ${token}`,
        html: (i) => hostileEmails[i]!.html,
        text: (i) => `${hostileEmails[i]!.title} ${token}`,
      },
    );
    const watch = await watchHostileEffects(page);
    const egressBefore = egress.requests.length;
    await openInbox(page, token);
    await expect(conversationList(page).getByRole('link')).toHaveCount(hostileEmails.length);

    for (const [i, email] of hostileEmails.entries()) {
      await test.step(email.title, async () => {
        await checkEmail({ page, watch, consoleErrors, egress }, email, mailed.conversations[i]!);
        await saveScreenshot(page, testInfo, `hostile-corpus-${email.title.toLowerCase().replace(/[^a-z]+/g, '-')}`);
      });
    }
    const left = egress.requests.slice(egressBefore);
    await testInfo.attach('requests that left the browser', { body: JSON.stringify(left, null, 2), contentType: 'application/json' });
  });
});
