import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import {
  dollarsColumn,
  flagColumn,
  paymentMethodColumn,
} from '@/components/editable-grid/grid-columns';
import { cardLines, cellText } from '@/components/editable-grid/row-cards';
import { instantDateColumn } from '@/components/row-link-grid';

type Row = {
  id: number;
  name: string | null;
  priceCents: number;
  paid: boolean;
  paymentMethod: 'creditCard' | 'paypal' | 'zelle' | null;
  slot: string;
  createdDate: string | null;
};

const row: Row = {
  id: 1,
  name: null,
  priceCents: 37500,
  paid: true,
  paymentMethod: 'zelle',
  slot: 'am',
  createdDate: '2026-11-28T12:33:47.000Z',
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

  it('shows an instant as its date, and a missing one as nothing', () => {
    const column = instantDateColumn<Row>('createdDate', 'Created Date');
    expect(cellText(column, row)).toBe('Nov 28, 2026');
    expect(cellText(column, { ...row, createdDate: null })).toBe('');
  });
});

describe('cardLines', () => {
  const columns: GridColDef<Row>[] = [
    { field: 'id', headerName: 'Id', type: 'number' },
    { field: 'name', headerName: 'Name' },
    dollarsColumn<Row>('priceCents', 'Price ($)'),
    paymentMethodColumn<Row>(),
    { field: 'slot', headerName: 'Slot' },
    { field: 'actions', type: 'actions', headerName: 'Actions' },
  ];

  it('lists only the filled fields, never the bare id or the actions', () => {
    expect(cardLines(columns, row).map(({ header, text }) => `${header}: ${text}`)).toEqual([
      'Price ($): 375.00',
      'Payment Method: Zelle',
      'Slot: am',
    ]);
  });

  it('leaves a field off when its cell shows no text', () => {
    const blank = { ...row, paymentMethod: null, slot: '  ' };
    expect(cardLines(columns, blank).map((line) => line.field)).toEqual(['priceCents']);
  });

  it('lists a flag only when it is ticked, and a plain tick either way', () => {
    const ticks: GridColDef<Row & { withdrawn: boolean }>[] = [
      { field: 'paid', headerName: 'Paid', type: 'boolean' },
      flagColumn('withdrawn', 'Withdrawn'),
    ];
    const text = (withdrawn: boolean, paid: boolean) =>
      cardLines(ticks, { ...row, paid, withdrawn }).map(({ header, text }) => `${header}: ${text}`);
    expect(text(false, false)).toEqual(['Paid: No']);
    expect(text(true, true)).toEqual(['Paid: Yes', 'Withdrawn: Yes']);
  });
});
