import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  type AfterschoolResponse,
  type ApiError,
  type OrderSummary,
} from '@kingside/shared';
import { buildChild, buildProgram, buildSession } from '@/test/factories';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';
import { enter } from '@/test/enter';

const programs = [
  buildProgram(),
  buildProgram({
    id: 2,
    name: 'After School Chess at RJ Lee',
    kind: 'afterSchool',
    locationName: 'RJ Lee Elementary',
    description: 'Ten Fridays of chess right after school.',
    priceCents: 17500,
    priceUnit: 'for 10 Fridays',
    registrationFeeCents: null,
    maxStudents: 30,
    dayOfWeek: 5,
    startTime: '15:15',
    endTime: '16:15',
    startDate: '2027-02-26',
    schoolName: 'RJLEE',
  }),
  buildProgram({
    id: 3,
    name: 'Group Class at Mustang Park',
    kind: 'afterSchool',
    locationName: 'Mustang Park',
    priceCents: 8000,
    priceUnit: 'per 4 weeks',
    registrationFeeCents: null,
    maxStudents: 12,
    dayOfWeek: 4,
    startTime: '18:15',
    endTime: '19:15',
    startDate: '2027-03-04',
    schoolName: 'MUSTANG',
  }),
];

function buildOrder(overrides: Partial<OrderSummary> = {}): OrderSummary {
  return {
    orderRef: '0b7c5c3e-8d1f-4f4e-9a57-3f0c1f6f2a11',
    orderNumber: 1042,
    kind: 'afterschool',
    status: 'awaiting_payment',
    paymentMethod: 'zelle',
    amountCents: 17500,
    description: 'After School Chess at RJ Lee: Alice Pawn',
    items: [{ description: 'After School Chess at RJ Lee', amountCents: 17500 }],
    transactionId: null,
    zelle: { recipient: 'pay@kingside.test', name: 'Kingside Chess Club', memo: 'ORDER-1042' },
    holdUntil: null,
    createdAt: '2027-01-10T15:00:00Z',
    ...overrides,
  };
}

const thanks: AfterschoolResponse = {
  message: MESSAGES.afterschoolThanks,
  registrationId: 9,
  order: buildOrder(),
};

async function openForm(path: string, title: string, session?: Parameters<typeof renderApp>[1]) {
  const view = renderApp(path, session);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** A signed-in parent: Zelle holds a limited seat unpaid, so it needs an account (0046). */
const parent = () => ({ session: buildSession({ roles: [] }) });

/** Fills everything both schools ask for, and picks the payment method (Zelle by default). */
async function fillCommon(user: UserEvent, method: 'Zelle' | 'PayPal' = 'Zelle') {
  await enter(user, field('Student name'), 'Alice Pawn');
  await user.clear(field('Parent name'));
  await enter(user, field('Parent name'), 'Pat Pawn');
  await enter(user, field('Parent email'), 'pat@example.com');
  await enter(user, field('Parent phone number'), '555-0100');
  await user.click(screen.getByRole('radio', { name: method }));
}

// Filling a whole form takes a few seconds in jsdom when the suite shares two cores.
describe('after-school registration at RJ Lee', () => {
  it('shows the program as the club entered it', async () => {
    mockApi({ 'GET /api/programs': { body: programs } });
    await openForm('/register/rjlee', 'After School at RJ Lee');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'After School Chess at RJ Lee' }),
    ).toBeTruthy();
    expect(screen.getByText('Ten Fridays of chess right after school.')).toBeTruthy();
    expect(screen.getByText('RJ Lee Elementary')).toBeTruthy();
    expect(screen.getByText('$175.00 for 10 Fridays')).toBeTruthy();
    expect(screen.getByText('Fridays, 3:15 PM – 4:15 PM')).toBeTruthy();
    expect(screen.getByText('Feb 26, 2027')).toBeTruthy();
    expect(screen.getByText('30')).toBeTruthy();
  });

  it('starts with Submit disabled and enables it after the first edit', async () => {
    mockApi({ 'GET /api/programs': { body: programs } });
    const { user } = await openForm('/register/rjlee', 'After School at RJ Lee');

    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    await enter(user, field('Student grade'), '3');

    expect(submit).toHaveProperty('disabled', false);
  });

  it('requires the grade and the house, and sends nothing without them', async () => {
    const api = mockApi({ 'GET /api/programs': { body: programs } });
    const { user } = await openForm('/register/rjlee', 'After School at RJ Lee', parent());

    await fillCommon(user);
    await enter(user, field('Primary teacher (optional)'), 'Ms. Rook');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(field('Student grade').getAttribute('aria-invalid')).toBe('true'));
    expect(field('Student house').getAttribute('aria-invalid')).toBe('true');
    expect(field('Primary teacher (optional)').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getAllByText(MESSAGES.required)).toHaveLength(2);
    expect(api.callsTo('POST /api/afterschool')).toHaveLength(0);
  });

  it('says Please enter required field when the student name is blank', async () => {
    const api = mockApi({ 'GET /api/programs': { body: programs } });
    const { user } = await openForm('/register/rjlee', 'After School at RJ Lee');

    await enter(user, field('Parent name'), 'Pat Pawn');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MESSAGES.pleaseEnterRequired)).toBeTruthy();
    expect(api.callsTo('POST /api/afterschool')).toHaveLength(0);
  });

  it('disables Submit while sending, then shows the thanks and how to pay instead of the form', async () => {
    const api = mockApi({
      'GET /api/programs': { body: programs },
      'POST /api/afterschool': { status: 201, body: thanks },
    });
    // Hold the registration's answer until the test has seen the button while it is sent.
    let sent = false;
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    const reply = api.fetchMock.getMockImplementation()!;
    api.fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/afterschool')) {
        sent = true;
        await held;
      }
      return reply(input, init);
    });
    const { user } = await openForm('/register/rjlee', 'After School at RJ Lee', parent());

    await fillCommon(user);
    await enter(user, field('Student grade'), '3');
    await enter(user, field('Student house'), 'Gryphon');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(sent).toBe(true));
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', true);
    answer();

    expect(await screen.findByText(MESSAGES.afterschoolThanks)).toBeTruthy();
    expect(screen.getByText('ORDER-1042')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Student name' })).toBeNull();
    const body = api.callsTo('POST /api/afterschool')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      schoolName: 'RJLEE',
      studentName: 'Alice Pawn',
      parentName: 'Pat Pawn',
      parentEmail: 'pat@example.com',
      parentPhoneNumber: '555-0100',
      studentGrade: '3',
      studentHouse: 'Gryphon',
      studentPrimaryTeacher: null,
      paymentMethod: 'zelle',
    });
    expect(body.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("puts the server's field errors on the fields and enables Submit again", async () => {
    mockApi({
      'GET /api/programs': { body: programs },
      'POST /api/afterschool': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: MESSAGES.invalidRequest,
          fieldErrors: { parentEmail: ['We cannot send mail to this address.'] },
        } satisfies ApiError,
      },
    });
    const { user } = await openForm('/register/rjlee', 'After School at RJ Lee', parent());

    await fillCommon(user);
    await enter(user, field('Student grade'), '3');
    await enter(user, field('Student house'), 'Gryphon');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('We cannot send mail to this address.')).toBeTruthy();
    expect(field('Parent email').getAttribute('aria-invalid')).toBe('true');
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.invalidRequest);
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });
});

describe('registration for the Mustang park class', () => {
  it('copies the student name into the parent name as it is typed, until the parent name is edited', async () => {
    mockApi({ 'GET /api/programs': { body: programs } });
    const { user } = await openForm('/register/mustang', 'Group Class at the park (Mustang)');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Group Class at Mustang Park' }),
    ).toBeTruthy();
    await enter(user, field('Student name'), 'Ada Knight');

    expect(field('Parent name')).toHaveProperty('value', 'Ada Knight');
    expect(screen.queryByRole('textbox', { name: 'Student house' })).toBeNull();

    await user.clear(field('Parent name'));
    await enter(user, field('Parent name'), 'Pat Knight');
    await enter(user, field('Student name'), 'ley');
    expect(field('Parent name')).toHaveProperty('value', 'Pat Knight');
  });

  it('sends only what it asks for, with the school MUSTANG', async () => {
    const api = mockApi({
      'GET /api/programs': { body: programs },
      'POST /api/afterschool': {
        status: 201,
        body: {
          ...thanks,
          order: buildOrder({ paymentMethod: 'paypal', zelle: null }),
        } satisfies AfterschoolResponse,
      },
    });
    const { user } = await openForm('/register/mustang', 'Group Class at the park (Mustang)');

    await fillCommon(user, 'PayPal');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MESSAGES.afterschoolThanks)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay with PayPal' })).toBeTruthy();
    expect(api.callsTo('POST /api/afterschool')[0]?.body).toMatchObject({
      schoolName: 'MUSTANG',
      studentName: 'Alice Pawn',
      parentName: 'Pat Pawn',
      studentGrade: null,
      studentHouse: null,
      paymentMethod: 'paypal',
    });
  });
});

describe('paying later by Zelle', () => {
  it('tells a visitor Zelle needs an account, with a way to sign in, and takes PayPal', async () => {
    const api = mockApi({
      'GET /api/programs': { body: programs },
      'POST /api/afterschool': {
        status: 201,
        body: {
          ...thanks,
          order: buildOrder({ paymentMethod: 'paypal', status: 'pending', zelle: null }),
        } satisfies AfterschoolResponse,
      },
    });
    const { user } = await openForm('/register/mustang', 'Group Class at the park (Mustang)');

    expect(await screen.findByText(MESSAGES.payLaterNeedsAccount)).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Zelle' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    await fillCommon(user, 'PayPal');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(MESSAGES.afterschoolThanks)).toBeTruthy();
    expect(api.callsTo('POST /api/afterschool')[0]?.body).toMatchObject({
      paymentMethod: 'paypal',
    });
  });

  it("shows the server's refusal when the program's unpaid places are taken", async () => {
    mockApi({
      'GET /api/programs': { body: programs },
      'POST /api/afterschool': {
        status: 409,
        body: {
          code: 'PAY_LATER_SHARE_FULL',
          message: MESSAGES.payLaterShareFull('Group Class at Mustang Park'),
        } satisfies ApiError,
      },
    });
    const { user } = await openForm(
      '/register/mustang',
      'Group Class at the park (Mustang)',
      parent(),
    );

    expect(screen.getByRole('radio', { name: 'Zelle' })).toHaveProperty('disabled', false);
    await fillCommon(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      MESSAGES.payLaterShareFull('Group Class at Mustang Park'),
    );
  });
});

describe('"Pick a child" on the after-school form', () => {
  const family = [buildChild(), buildChild({ id: 32, name: 'Bo Pawn', grade: '5' })];

  it('fills the student from the chosen child and sends its id with the token', async () => {
    const api = mockApi({
      'GET /api/programs': { body: programs },
      'GET /api/family/children': { body: family },
      'POST /api/afterschool': { status: 201, body: thanks },
    });
    const { user } = await openForm('/register/rjlee', 'After School at RJ Lee', {
      session: buildSession({ roles: [] }),
    });

    const picker = await screen.findByRole('combobox', { name: 'Pick a child' });
    await user.selectOptions(picker, 'Bo Pawn');
    expect(field('Student name')).toHaveProperty('value', 'Bo Pawn');
    expect(field('Student grade')).toHaveProperty('value', '5');
    await enter(user, field('Parent name'), 'Pat Pawn');
    await enter(user, field('Parent email'), 'pat@example.com');
    await enter(user, field('Parent phone number'), '555-0100');
    await enter(user, field('Student house'), 'Gryphon');
    await user.click(screen.getByRole('radio', { name: 'Zelle' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(MESSAGES.afterschoolThanks)).toBeTruthy();
    const [call] = api.callsTo('POST /api/afterschool');
    expect(call!.body).toMatchObject({ studentName: 'Bo Pawn', studentGrade: '5', childId: 32 });
    expect(call!.headers.get('authorization')).toBe('Bearer test-token');
  });

  it('shows no picker to a visitor, and asks for no children', async () => {
    const api = mockApi({ 'GET /api/programs': { body: programs } });
    await openForm('/register/mustang', 'Group Class at the park (Mustang)');

    expect(field('Student name')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Pick a child' })).toBeNull();
    expect(api.callsTo('GET /api/family/children')).toHaveLength(0);
  });
});
