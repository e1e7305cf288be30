import type { Request } from '@playwright/test';
import { expect, test } from '../fixtures';
import { isCspImageBlock, isCspParseRefusal, isLocal } from '../support/hostile-mail';
import { mailConversations, uniqueToken } from '../support/inbox';

// An email is hostile until proven otherwise: it is shown in a sandboxed iframe, sanitized, with a CSP that
// blocks every load until the agent asks for images. From the agent's browser, nothing of it may run and
// nothing may be fetched from another host.

function hostileHtml(token: string): string {
  return `<!DOCTYPE html>
<html><head>
<meta http-equiv="refresh" content="0;url=http://evil.example/refresh">
<base href="http://evil.example/">
<link rel="stylesheet" href="http://evil.example/sheet.css">
<style>body{background:url(http://tracker.example/bg.png)} .x{width:expression(alert(1))} @import url(http://evil.example/import.css);</style>
<script>alert('head script')</script>
</head><body>
<p>Visible hostile text ${token}</p>
<script>alert(1); document.title = 'pwned'</script>
<img src=x onerror=alert(1)>
<a href="javascript:alert(1)">click</a>
<a href="https://shop.example/order/${token}">Track your order</a>
<svg onload=alert(1)><circle r="4"></circle></svg>
<iframe src="http://evil.example/frame"></iframe>
<form action="http://evil.example/form" method="post"><input name="card" value="1234"><button>Pay</button></form>
<img src="http://tracker.example/p.png" width="1" height="1" alt="">
<div style="background:url(javascript:alert(1))">Styled block</div>
<div style="width:expression(alert(1))">Expression block</div>
<p onclick="alert(1)" onmouseover="alert(1)">Hover me ${token}</p>
<object data="http://evil.example/object.swf"></object>
<embed src="http://evil.example/embed.swf">
<video src="http://evil.example/v.mp4" autoplay></video>
</body></html>`;
}

test.describe('hostile email', () => {
  test('a hostile HTML email shows its text, runs nothing, loads nothing remote until "Show images"; links open in a new tab', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const token = uniqueToken('hostile');
    const mailed = await mailConversations(
      { api, sendMail, fixture },
      {
        token,
        count: 1,
        subject: () => `Urgent invoice ${token}`,
        html: () => hostileHtml(token),
        text: () => `Visible hostile text ${token}`,
      },
    );
    const conversation = mailed.conversations[0]!;

    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const remote: Request[] = [];
    page.on('request', (request) => {
      if (!isLocal(request.url())) remote.push(request);
    });
    const popups: string[] = [];
    page.on('popup', (popup) => popups.push(popup.url()));

    await page.goto(`/inbox/${conversation.id}`);
    await expect(page.getByRole('heading', { level: 1, name: conversation.subject })).toBeVisible();
    const frameElement = page.getByTitle(/^Message from /);
    await expect(frameElement).toHaveCount(1);
    // The sandbox allows no scripts, no same-origin access, no forms.
    await expect(frameElement).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
    const email = frameElement.contentFrame();

    await expect(email.getByText(`Visible hostile text ${token}`)).toBeVisible();
    await expect(email.getByText(`Hover me ${token}`)).toBeVisible();
    await expect(email.getByText('Styled block')).toBeVisible();
    // What acts or loads is gone: no form, no frames, no plugins, no javascript: link.
    await expect(email.getByRole('button', { name: 'Pay' })).toHaveCount(0);
    await expect(email.getByRole('textbox')).toHaveCount(0);
    await expect(email.getByRole('link', { name: 'click' })).toHaveCount(0);
    await expect(email.getByText('click', { exact: true })).toBeVisible();
    expect(await email.locator('script, iframe, object, embed, form, meta[http-equiv="refresh"], base, link, video').count()).toBe(0);
    expect(await email.locator('[onerror], [onload], [onclick], [onmouseover]').count()).toBe(0);

    // The safe link opens in a new tab, without a way back to the inbox.
    const link = email.getByRole('link', { name: 'Track your order' });
    await expect(link).toHaveAttribute('href', `https://shop.example/order/${token}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /\bnoopener\b/);

    // Hovering the text with inline handlers runs nothing either.
    await email.getByText(`Hover me ${token}`).hover();
    await email.getByText(`Hover me ${token}`).click();

    // Remote images are held back until the agent asks; the page stays where it was (no meta refresh).
    const showImages = page.getByRole('button', { name: 'Show images' });
    await expect(showImages).toBeVisible();
    // Chromium may report a remote image as a request that then fails with "csp": refused by the iframe's
    // policy inside the browser, never sent. Anything else reached for the network.
    const sentRemote = () => remote.filter((r) => r.failure()?.errorText !== 'csp').map((r) => r.url());
    await expect.poll(sentRemote, { message: 'requests to remote hosts', timeout: 3000 }).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(popups).toEqual([]);
    await expect(page).toHaveURL((url) => url.pathname === `/inbox/${conversation.id}`);
    // The mail's script would have set the tab's title: it is still the dashboard's own.
    expect(await page.title()).not.toContain('pwned');
    expect(await page.title()).toMatch(/Support Inbox$/);
    // No error or exception otherwise. (Chromium reports each remote image the CSP held back as a console
    // error: a known defect, checked on its own by the next test.)
    expect(consoleErrors.filter((e) => !isCspImageBlock(e) && !isCspParseRefusal(e))).toEqual([]);

    // After "Show images" the tracker is asked for real (the policy lets images through; there is no network
    // here, so it fails), and nothing else is.
    const tracker = page.waitForEvent(
      'requestfailed',
      (r) => r.url() === 'http://tracker.example/p.png' && r.failure()?.errorText !== 'csp',
    );
    // Clicked again if need be: the clicks above scrolled the short thread (1280x720, beside the customer panel),
    // and right after a scroll Chromium may still route a click at that spot to the email's out-of-process
    // iframe, whose layer was there a frame ago. Showing images twice is the same as once.
    await expect(async () => {
      await showImages.click();
      await expect(showImages).toBeHidden({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await tracker;
    await expect(email.getByText(`Visible hostile text ${token}`)).toBeVisible();
    expect(sentRemote().filter((url) => new URL(url).hostname !== 'tracker.example')).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(popups).toEqual([]);
  });

  // Remote image URLs are left out of the iframe's document until "Show images" (the CSP is only a second
  // wall), so nothing is even attempted and nothing is logged.
  test('opening an email with remote images logs no console error while the images are held back', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }) => {
    const token = uniqueToken('tracker');
    const mailed = await mailConversations(
      { api, sendMail, fixture },
      {
        token,
        count: 1,
        subject: () => `Newsletter ${token}`,
        html: () => `<p>Our news ${token}</p><img src="http://tracker.example/p.png" width="1" height="1" alt="">`,
      },
    );
    await page.goto(`/inbox/${mailed.conversations[0]!.id}`);
    await expect(
      page
        .getByTitle(/^Message from /)
        .contentFrame()
        .getByText(`Our news ${token}`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show images' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
