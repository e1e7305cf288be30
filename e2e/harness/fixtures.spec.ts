import type { ConversationPage } from '#contract/conversations';
import type { Session } from '#contract/session';
import { expect, test, type Role } from '../fixtures';

// Checks of the harness itself: the seeded folder, the three sign-in roles, the API key client and SMTP.
// If these fail, the specs of the dashboard cannot be trusted either.

test.describe('e2e harness', () => {
  for (const role of ['owner', 'admin', 'agent'] as const satisfies readonly Role[]) {
    test(`signInAs('${role}') gives the browser context a session of that agent`, async ({ page, signInAs, fixture }) => {
      const created = await signInAs(role);
      expect(created.agent).toMatchObject({ email: fixture.agents[role].email, name: fixture.agents[role].name, role });

      const current = await page.request.get('/api/session');
      expect(current.status()).toBe(200);
      const session = (await current.json()) as Session;
      expect(session.agent.role).toBe(role);
      expect(session.organization).toEqual(fixture.organization);
    });
  }

  test('the server serves the dashboard build that is on disk', async ({ webAssets }) => {
    // The page fixture checks these files before each browser test (see assertWebBuildIntact).
    expect(webAssets.some((a) => /^assets\/index-.+\.js$/.test(a))).toBe(true);
  });

  test('the owner API key reads the seeded inbox, more than three pages of 25', async ({ api, fixture }) => {
    expect(fixture.seeded.conversations).toBeGreaterThanOrEqual(100);
    const query = { limit: 25, order: 'newest', search: 'status:opened' };
    const first = await api.get<ConversationPage>('/conversations', query);
    expect(first.data).toHaveLength(25);
    expect(first.cursor).not.toBeNull();
    const channelIds = [fixture.channels.support.id, fixture.channels.billing.id];
    for (const conversation of first.data) expect(channelIds).toContain(conversation.channel_id);

    let pages = 1;
    let cursor = first.cursor;
    while (cursor && pages < 4) {
      // A cursor is valid only with the order and search of the page it came from.
      const next = await api.get<ConversationPage>('/conversations', { ...query, cursor });
      expect(next.data.length).toBeGreaterThan(0);
      cursor = next.cursor;
      pages++;
    }
    expect(pages).toBe(4);
  });

  test('sendMail delivers an email to a channel over SMTP, which opens a conversation', async ({ sendMail, api, fixture }) => {
    const token = `harness${Date.now()}`;
    const sent = await sendMail({
      from: 'Casey Customer <casey@customer.example>',
      to: fixture.channels.billing.email,
      subject: `Invoice question ${token}`,
      html: `<p>Hello, about my invoice <b>${token}</b>.</p><script>window.__pwned = true</script>`,
      text: `Hello, about my invoice ${token}.`,
    });
    expect(sent.accepted).toEqual([fixture.channels.billing.email]);

    await expect
      .poll(async () => (await api.get<ConversationPage>('/conversations', { search: token })).data.map((c) => c.channel_id))
      .toEqual([fixture.channels.billing.id]);
  });

  test('sendMail to an address that is no channel is refused at RCPT', async ({ sendMail }) => {
    await expect(sendMail({ from: 'casey@customer.example', to: 'nobody@e2e.example', subject: 'Lost', text: 'Hi' })).rejects.toThrow(/550|no such mailbox/);
  });
});
