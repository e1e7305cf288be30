import { expect, saveScreenshot, test } from '../fixtures';
import { mailConversations, uniqueToken } from '../support/inbox';

// A customer's file is shown by its true name: an extension disguised with a right-to-left override
// ("invoice<RLO>fdp.exe" renders as "invoiceexe.pdf") is stored without the override, and the real extension
// stands in its own badge, flagged when the file runs code.

test.describe('attachments in the thread', () => {
  test('a file named with a bidirectional override shows its real extension, flagged as runnable, and downloads under that name', async ({
    signedInPage: page,
    api,
    sendMail,
    fixture,
    consoleErrors,
  }, testInfo) => {
    const token = uniqueToken('attach');
    const mailed = await mailConversations(
      { api, sendMail, fixture },
      {
        token,
        count: 1,
        subject: () => `Invoice attached ${token}`,
        attachments: [
          { filename: 'invoice\u202Efdp.exe', content: Buffer.from('MZ not really a program'), contentType: 'application/octet-stream' },
          { filename: 'a-very-long-name-for-a-quarterly-report-of-the-whole-company.pdf', content: Buffer.from('%PDF-1.4'), contentType: 'application/pdf' },
        ],
      },
    );
    await page.goto(`/inbox/${mailed.conversations[0]!.id}`);
    const files = page.getByRole('list', { name: 'Attachments' }).getByRole('link');
    await expect(files).toHaveCount(2);

    const disguised = files.first();
    await expect(disguised).toHaveAttribute('download', 'invoicefdp.exe');
    await expect(disguised).toContainText('invoicefdp');
    await expect(disguised).toContainText('.exe');
    await expect(disguised).toContainText('runs code when opened');
    expect(await disguised.textContent()).not.toContain('\u202E');

    // However long the name, its extension stays visible at the end.
    const report = files.last();
    await expect(report.getByText('.pdf', { exact: true })).toBeVisible();
    await expect(report).not.toContainText('runs code');
    await saveScreenshot(page, testInfo, 'conversation-attachments');
    expect(consoleErrors).toEqual([]);
  });
});
