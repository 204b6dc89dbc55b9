import { describe, expect, it } from 'vitest';
import { INQUIRY_TYPES } from '../constants.js';
import { InquiryRequestSchema, InquirySaveSchema } from './inquiries.js';

const form = {
  name: 'Parent',
  email: 'parent@example.com',
  phoneNumber: '555-0100',
  inquiryType: INQUIRY_TYPES[0],
  question: 'Which group suits a beginner?',
};

describe('the answered flag (docs/decisions/0024)', () => {
  it('is not part of the public form: a visitor cannot send it', () => {
    const parsed = InquiryRequestSchema.parse({ ...form, answered: true });
    expect(parsed).not.toHaveProperty('answered');
  });

  it('is saved by the admin grid, and a row without it is not answered', () => {
    expect(InquirySaveSchema.parse({ ...form, answered: true }).answered).toBe(true);
    expect(InquirySaveSchema.parse({ name: 'Walk-in parent' }).answered).toBe(false);
  });

  it('must be true or false in the grid', () => {
    const result = InquirySaveSchema.safeParse({ name: 'Walk-in parent', answered: 'yes' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['answered']);
  });
});
