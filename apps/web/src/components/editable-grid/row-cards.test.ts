import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { dollarsColumn, paymentMethodColumn } from '@/components/editable-grid/grid-columns';
import { cellText } from '@/components/editable-grid/row-cards';

type Row = {
  id: number;
  name: string | null;
  priceCents: number;
  paid: boolean;
  paymentMethod: 'creditCard' | 'paypal' | 'zelle' | null;
  slot: string;
};

const row: Row = {
  id: 1,
  name: null,
  priceCents: 37500,
  paid: true,
  paymentMethod: 'zelle',
  slot: 'am',
};

describe('cellText', () => {
  it.each([
    ['a blank value as nothing', { field: 'name' }, ''],
    [
      'cents through the column getter and formatter',
      dollarsColumn<Row>('priceCents', 'Price ($)'),
      '375.00',
    ],
    ['a boolean as Yes or No', { field: 'paid', type: 'boolean' }, 'Yes'],
    ['a choice by its label', paymentMethodColumn<Row>(), 'Zelle'],
    [
      'a plain choice as itself',
      { field: 'slot', type: 'singleSelect', valueOptions: ['am', 'pm'] },
      'am',
    ],
  ] satisfies [string, GridColDef<Row>, string][])('shows %s', (_name, column, text) => {
    expect(cellText(column, row)).toBe(text);
  });
});
