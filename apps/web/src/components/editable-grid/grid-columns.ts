import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { PAYMENT_METHODS, type PaymentMethod } from '@kingside/shared';

/**
 * Column builders for values the API and the grid hold differently: the API sends ISO strings
 * and integer cents, the grid's editors work on Date objects and dollars. Each builder converts
 * both ways, so the row handed to `onSave` is back in the API's shape.
 */

type Extra<Row extends GridValidRowModel> = Omit<
  Partial<GridColDef<Row>>,
  'type' | 'valueGetter' | 'valueSetter' | 'valueFormatter'
>;

const pad = (n: number) => String(n).padStart(2, '0');

/** Parses an ISO date-time (or null) for a dateTime column. */
export function isoToDate(value: unknown): Date | null {
  if (typeof value !== 'string' || !value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Parses YYYY-MM-DD as that day at local midnight, so the date editor shows the same day. */
export function calendarDateToDate(value: unknown): Date | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** Formats a local date as YYYY-MM-DD. */
export function dateToCalendarDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const validDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/** A column over an ISO date-time string (UTC), edited with the browser's date-time input. */
export function dateTimeColumn<Row extends GridValidRowModel>(
  field: keyof Row & string,
  headerName: string,
  extra: Extra<Row> = {},
): GridColDef<Row> {
  return {
    field,
    headerName,
    type: 'dateTime',
    width: 190,
    valueGetter: (_value, row) => isoToDate(row[field]),
    valueSetter: (value, row) => ({
      ...row,
      [field]: validDate(value) ? value.toISOString() : null,
    }),
    ...extra,
  };
}

/** A column over a calendar date string, YYYY-MM-DD. */
export function calendarDateColumn<Row extends GridValidRowModel>(
  field: keyof Row & string,
  headerName: string,
  extra: Extra<Row> = {},
): GridColDef<Row> {
  return {
    field,
    headerName,
    type: 'date',
    width: 130,
    valueGetter: (_value, row) => calendarDateToDate(row[field]),
    valueSetter: (value, row) => ({
      ...row,
      [field]: validDate(value) ? dateToCalendarDate(value) : null,
    }),
    ...extra,
  };
}

/** Dollars as the grid shows them for integer cents (null stays null). */
export function centsToDollars(cents: unknown): number | null {
  return typeof cents === 'number' ? cents / 100 : null;
}

/** Integer cents for dollars typed into the grid; blank or not a number gives null. */
export function dollarsToCents(dollars: unknown): number | null {
  if (dollars === null || dollars === undefined || dollars === '') return null;
  const number = Number(dollars);
  return Number.isFinite(number) ? Math.round(number * 100) : null;
}

/** A price column: the row holds integer cents (`…Cents`), the admin sees and types dollars. */
export function dollarsColumn<Row extends GridValidRowModel>(
  field: keyof Row & string,
  headerName: string,
  extra: Extra<Row> = {},
): GridColDef<Row> {
  return {
    field,
    headerName,
    type: 'number',
    width: 120,
    valueGetter: (_value, row) => centsToDollars(row[field]),
    valueSetter: (value, row) => ({ ...row, [field]: dollarsToCents(value) }),
    valueFormatter: (value: number | null) => (value === null ? '' : value.toFixed(2)),
    ...extra,
  };
}

/** How people read the payment methods. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  creditCard: 'Credit Card',
  paypal: 'PayPal',
  zelle: 'Zelle',
};

/**
 * An editable payment method that may be unknown: the API's null is '' in the grid ("None"),
 * because a select cell needs a value to show.
 */
export function paymentMethodColumn<
  Row extends GridValidRowModel & { paymentMethod: PaymentMethod | null },
>(extra: Extra<Row> = {}): GridColDef<Row> {
  return {
    field: 'paymentMethod',
    headerName: 'Payment Method',
    type: 'singleSelect',
    valueOptions: [
      { value: '', label: 'None' },
      ...PAYMENT_METHODS.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] })),
    ],
    valueGetter: (_value, row) => row.paymentMethod ?? '',
    valueSetter: (value, row) => ({ ...row, paymentMethod: value === '' ? null : value }),
    width: 150,
    editable: true,
    ...extra,
  } as GridColDef<Row>;
}
