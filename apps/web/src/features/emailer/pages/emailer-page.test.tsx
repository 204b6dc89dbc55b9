import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type EmailCampaign,
  type EmailCampaignPage,
  type EmailSendResponse,
  type SubscribersResponse,
} from '@kingside/shared';
import { htmlToPlain, plainToHtml } from '@/features/emailer/components/emailer-form';
import { buildSession } from '@/test/factories';
import { mockApi, type MockReply } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

// ProseMirror measures the pointer and the selection; jsdom has no layout, so it gets empty boxes.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= emptyRect;
  for (const proto of [Text.prototype, Element.prototype] as unknown as Element[]) {
    (proto as { getClientRects?: () => DOMRectList }).getClientRects ??= emptyRects;
  }
});

const campaign = (overrides: Partial<EmailCampaign> = {}): EmailCampaign => ({
  id: 1,
  subject: 'Spring open',
  mimeFormat: 'text/html',
  status: 'sending',
  total: 2000,
  sent: 500,
  skipped: 3,
  lastError: null,
  createdBy: 'admin',
  createdAt: '2026-03-01T15:00:00.000Z',
  finishedAt: null,
  ...overrides,
});

const page = (items: EmailCampaign[]): MockReply => ({
  body: { items, total: items.length, page: 0, size: 10 } satisfies EmailCampaignPage,
});

async function openEmailer(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ 'GET /api/emails/campaigns': page([]), ...handlers });
  const view = renderApp('/emailer', { session: buildSession({ roles: ['admin'] }) });
  await screen.findByRole('heading', { level: 1, name: 'KCC Emailer' }, { timeout: 10_000 });
  const editor = await screen.findByRole('textbox', { name: 'Message' });
  return { ...view, api, editor };
}

/** Types into the rich-text editor the way ProseMirror reads it in jsdom. */
function typeMessage(editor: HTMLElement, html: string) {
  editor.innerHTML = html;
  fireEvent.input(editor);
}

describe('/emailer', () => {
  it('is titled with the club abbreviation', async () => {
    await openEmailer();
    await waitFor(() => expect(document.title).toBe('KCC Emailer'));
    expect(screen.getByRole('button', { name: 'Get All Subscribers' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Format' })).toHaveProperty('value', 'text/html');
  });

  it('says "Please enter the required field" for a blank subject and sends nothing', async () => {
    const { api, user } = await openEmailer();
    await enter(user, screen.getByRole('textbox', { name: 'To' }), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText(MESSAGES.pleaseEnterTheRequiredField)).length).toBe(2);
    expect(api.callsTo('POST /api/emails')).toHaveLength(0);
  });

  it('fills BCC with every subscriber', async () => {
    const { user } = await openEmailer({
      'GET /api/subscribers': {
        body: { bcc: 'a@example.com, b@example.com', count: 2 } satisfies SubscribersResponse,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Get All Subscribers' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'BCC' })).toHaveProperty(
        'value',
        'a@example.com, b@example.com',
      ),
    );
    expect(screen.getByText(/2 subscribers/)).toBeTruthy();
  });

  it('sends the form, shows "Email Sent!!" and clears it', async () => {
    const { api, user, editor } = await openEmailer({
      'POST /api/emails': {
        body: {
          message: MESSAGES.emailerSent,
          campaign: campaign({ sent: 0, skipped: 0, total: 1 }),
        } satisfies EmailSendResponse,
      },
    });
    await enter(user, screen.getByRole('textbox', { name: 'BCC' }), 'reader@example.com');
    await enter(user, screen.getByRole('textbox', { name: 'Subject' }), 'Spring open');
    typeMessage(editor, '<p>See you <strong>Saturday</strong></p>');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText(MESSAGES.emailerSent)).toBeTruthy();
    expect(api.callsTo('POST /api/emails')[0]?.body).toEqual({
      to: '',
      cc: '',
      bcc: 'reader@example.com',
      sub: 'Spring open',
      msg: '<p>See you <strong>Saturday</strong></p>',
      mimeFormat: 'text/html',
    });
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveProperty('value', '');
    expect(screen.getByRole('textbox', { name: 'BCC' })).toHaveProperty('value', '');
    await waitFor(() => expect(editor.textContent).toBe(''));
  });

  it('shows the server error text when the send fails', async () => {
    const { user, editor } = await openEmailer({
      'POST /api/emails': {
        status: 429,
        body: { code: 'RATE_LIMITED', message: 'Too many e-mails sent.' },
      },
    });
    await enter(user, screen.getByRole('textbox', { name: 'To' }), 'parent@example.com');
    await enter(user, screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    typeMessage(editor, '<p>Hi</p>');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Too many e-mails sent.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveProperty('value', 'Hello');
  });

  it('names a bad address before sending', async () => {
    const { api, user } = await openEmailer();
    await enter(user, screen.getByRole('textbox', { name: 'CC' }), 'ok@example.com; nope');
    await enter(user, screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('"nope" is not a valid email address.')).toBeTruthy();
    expect(api.callsTo('POST /api/emails')).toHaveLength(0);
  });

  it('lists the newsletters with their progress', async () => {
    await openEmailer({
      'GET /api/emails/campaigns': page([
        campaign(),
        campaign({
          id: 2,
          subject: 'Winter camp',
          status: 'done',
          sent: 40,
          total: 40,
          skipped: 0,
        }),
      ]),
    });
    const table = await screen.findByRole('table', { name: 'Newsletters' });
    expect(within(table).getByText('500/2000 sent, 3 unsubscribed')).toBeTruthy();
    expect(within(table).getByText('40/40 sent')).toBeTruthy();
    expect(within(table).getByText('sending')).toBeTruthy();
  });
});

describe('switching the message format', () => {
  it('turns the editor HTML into text and back', () => {
    expect(htmlToPlain('<p>Hello <b>all</b></p><ul><li>one</li><li>two</li></ul>')).toBe(
      'Hello all\n\n- one\n- two',
    );
    expect(plainToHtml('Line <1>\nnext\n\nSecond')).toBe(
      '<p>Line &lt;1&gt;<br>next</p><p>Second</p>',
    );
  });
});
