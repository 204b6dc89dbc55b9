import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES, type MessageResponse, type ApiError } from '@kingside/shared';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

async function openForm() {
  const view = renderApp('/inquiry');
  await screen.findByRole('heading', { name: 'Contact Us' });
  return view;
}

describe('inquiry form', () => {
  it('starts with Submit disabled and enables it after the first edit', async () => {
    mockApi();
    const { user } = await openForm();

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'k');

    expect(submit).toHaveProperty('disabled', false);
  });

  it("chooses the inquiry type the address names (a tournament's Ask to enter)", async () => {
    mockApi();
    renderApp('/inquiry?type=Tournaments');
    await screen.findByRole('heading', { name: 'Contact Us' });
    expect(
      (screen.getByRole('combobox', { name: 'Inquiry type' }) as HTMLSelectElement).value,
    ).toBe('Tournaments');
  });

  it('says Please enter required field when the name is missing, and sends nothing', async () => {
    const api = mockApi();
    const { user } = await openForm();

    await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'parent@example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MESSAGES.pleaseEnterRequired)).toBeTruthy();
    expect(api.callsTo('POST /api/inquiry')).toHaveLength(0);
  });

  it('sends the inquiry with the appointment in ISO form and shows the thanks instead of the form', async () => {
    const api = mockApi({
      'POST /api/inquiry': {
        status: 201,
        body: { message: MESSAGES.inquiryThanks } satisfies MessageResponse,
      },
    });
    const { user } = await openForm();

    await enter(user, screen.getByRole('textbox', { name: 'Name' }), 'Pat Parent');
    await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'pat@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Inquiry type' }), 'Tournaments');
    await enter(user, screen.getByRole('textbox', { name: 'Question' }), 'When is the next one?');
    await enter(user, screen.getByLabelText('Appointment date (optional)'), '2026-07-04');
    await enter(user, screen.getByLabelText('Appointment time (optional)'), '15:30');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MESSAGES.inquiryThanks)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    const body = api.callsTo('POST /api/inquiry')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      name: 'Pat Parent',
      email: 'pat@example.com',
      phoneNumber: null,
      inquiryType: 'Tournaments',
      question: 'When is the next one?',
    });
    expect(body.appointmentDate).toMatch(/^2026-07-04T15:30:00[+-]\d\d:\d\d$/);
    expect(new Date(body.appointmentDate as string).getTime()).toBe(
      new Date(2026, 6, 4, 15, 30).getTime(),
    );
  });

  it("puts the server's field errors on the fields", async () => {
    mockApi({
      'POST /api/inquiry': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: MESSAGES.invalidRequest,
          fieldErrors: { question: ['Please ask a shorter question.'] },
        } satisfies ApiError,
      },
    });
    const { user } = await openForm();

    await enter(user, screen.getByRole('textbox', { name: 'Name' }), 'Pat');
    await enter(user, screen.getByRole('textbox', { name: 'Email' }), 'pat@example.com');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Inquiry type' }), 'Other');
    await enter(user, screen.getByRole('textbox', { name: 'Question' }), 'Hello?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Please ask a shorter question.')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.invalidRequest);
  });
});
