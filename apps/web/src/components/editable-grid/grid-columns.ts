import type { GridColDef, GridColType, GridValidRowModel } from '@mui/x-data-grid';
import {
  dateKeyIn,
  formatDate,
  formatDateTime,
  PAYMENT_METHODS,
  type PaymentMethod,
} from '@kingside/shared';

/**
 * Column builders for values the API and the grid hold differently: the API sends ISO strings
 * and integer cents, the grid's editors work on Date objects and dollars. Each builder converts
 * both ways, so the row handed to `onSave` is back in the API's shape.
 */

type Extra<Row extends GridValidRowModel> = Omit<
  Partial<GridColDef<Row>>,
  'type' | 'valueGetter' | 'valueSetter' | 'valueFormatter'
>;

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

const validDate = (value: unknown): value is Date =>
  value instanceof Date && !Number.isNaN(value.getTime());

/** Builds a column of one kind over any row's field; `extra` adds or overrides column options. */
type ColumnBuilder = <Row extends GridValidRowModel>(
  field: keyof Row & string,
  headerName: string,
  extra?: Extra<Row>,
) => GridColDef<Row>;

/**
 * A builder of columns whose cell holds `toCell(row[field])` while the row keeps the API's value,
 * and whose edited cell goes back into the row as `fromCell(value)`.
 */
function convertingColumn<Cell>({
  toCell,
  fromCell,
  ...column
}: {
  type: GridColType;
  /** Default width in pixels. */
  width: number;
  toCell: (value: unknown) => Cell;
  fromCell: (value: unknown) => unknown;
  /** The cell's text, in the grid, its cards and its CSV export. */
  valueFormatter: (value: Cell) => string;
}): ColumnBuilder {
  return (field, headerName, extra = {}) => ({
    field,
    headerName,
    ...column,
    valueGetter: (_value, row) => toCell(row[field]),
    valueSetter: (value, row) => ({ ...row, [field]: fromCell(value) }),
    ...extra,
  });
}

/**
 * A column over an ISO date-time string (UTC), shown as "Nov 28, 2026, 6:41 AM" in the browser's
 * time zone and edited with the browser's date-time input.
 */
export const dateTimeColumn = convertingColumn({
  type: 'dateTime',
  width: 190,
  toCell: isoToDate,
  fromCell: (value) => (validDate(value) ? value.toISOString() : null),
  valueFormatter: (value) => (value ? formatDateTime(value) : ''),
});

/** A column over a calendar date string, YYYY-MM-DD, shown as "Nov 28, 2026". */
export const calendarDateColumn = convertingColumn({
  type: 'date',
  width: 130,
  toCell: calendarDateToDate,
  fromCell: (value) => (validDate(value) ? dateKeyIn(value) : null),
  // The cell holds that day at local midnight (the date editor's own), so it is that day here.
  valueFormatter: (value) => (value ? formatDate(dateKeyIn(value)) : ''),
});

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
export const dollarsColumn = convertingColumn({
  type: 'number',
  width: 120,
  toCell: centsToDollars,
  fromCell: dollarsToCents,
  valueFormatter: (value) => (value === null ? '' : value.toFixed(2)),
});

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

/**
 * An editable tick for an exception a row rarely has (Disabled, Unsubscribe, Withdrawn): a phone
 * card lists it only when it is ticked, so a normal row's card carries no line of "No"s.
 */
export const flagColumn = <Row extends GridValidRowModel>(
  field: string,
  headerName: string,
  extra: Extra<Row> = {},
): GridColDef<Row> =>
  ({
    field,
    headerName,
    type: 'boolean',
    width: Math.max(90, headerName.length * 9 + 20),
    editable: true,
    ...extra,
    cardOnlyWhenSet: true,
  }) as GridColDef<Row>;

/** Whether `column` is a `flagColumn`, which a card lists only when ticked. */
export const cardOnlyWhenSet = (column: object): boolean =>
  (column as { cardOnlyWhenSet?: unknown }).cardOnlyWhenSet === true;

/** An editable Active tick, for rows that are switched off rather than deleted. */
export const activeColumn = <Row extends GridValidRowModel>(): GridColDef<Row> => ({
  field: 'active',
  headerName: 'Active',
  type: 'boolean',
  width: 90,
  editable: true,
});

/** The columns a registration grid ends with: how it was paid, whether it counts, when it came. */
export const registrationEndColumns = <
  Row extends GridValidRowModel & { paymentMethod: PaymentMethod | null; createdDate: string },
>(): GridColDef<Row>[] => [
  paymentMethodColumn<Row>(),
  activeColumn<Row>(),
  dateTimeColumn<Row>('createdDate', 'Created Date'),
];
