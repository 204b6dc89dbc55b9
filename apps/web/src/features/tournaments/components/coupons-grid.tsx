import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { COUPON_TYPES, CouponSaveSchema, type Coupon, type TournamentCard } from '@kingside/shared';
import { EditableGrid } from '@/components/editable-grid/editable-grid';
import {
  calendarDateColumn,
  centsToDollars,
  dollarsToCents,
} from '@/components/editable-grid/grid-columns';
import { SERVER_PAGE_SIZES } from '@/components/editable-grid/server-paging';
import { QueryState } from '@/components/query-state';
import {
  couponsQueryOptions,
  useCouponEditing,
} from '@/features/tournaments/api/tournaments-admin';

const COUPON_TYPE_LABELS: Record<Coupon['couponType'], string> = {
  FLAT_FEE: 'Flat fee ($)',
  PERCENTAGE: 'Percentage (%)',
};
const ANY_CART = { value: '', label: 'Any cart' };

/** The value as the admin reads and types it: dollars for a flat fee, percent for a percentage. */
const shownValue = (row: Coupon): number | null =>
  row.couponType === 'PERCENTAGE' ? row.couponValue : centsToDollars(row.couponValue);

/** Cents for a flat fee typed in dollars, whole percent for a percentage; null when blank. */
function typedValue(value: unknown, row: Coupon): number | null {
  if (row.couponType !== 'PERCENTAGE') return dollarsToCents(value);
  return value === null || value === undefined || value === '' ? null : Math.round(Number(value));
}

function couponColumns(tournaments: readonly TournamentCard[]): GridColDef<Coupon>[] {
  const names = new Map(tournaments.map((t) => [t.id, t.name]));
  return [
    {
      field: 'couponCode',
      headerName: 'Coupon Code',
      width: 160,
      editable: true,
      sortable: false,
    },
    {
      field: 'couponType',
      headerName: 'Coupon Type',
      type: 'singleSelect',
      valueOptions: COUPON_TYPES.map((value) => ({ value, label: COUPON_TYPE_LABELS[value] })),
      width: 150,
      editable: true,
      sortable: false,
    },
    {
      // After the type: the row the setter gets already holds the edited type.
      field: 'couponValue',
      headerName: 'Coupon Value ($ or %)',
      type: 'number',
      width: 170,
      editable: true,
      sortable: false,
      valueGetter: (_value, row) => shownValue(row),
      // A blank value stays null, so the grid says "Coupon Value is required".
      valueSetter: (value, row) => ({ ...row, couponValue: typedValue(value, row) as number }),
      valueFormatter: (_value, row) =>
        row.couponType === 'PERCENTAGE'
          ? `${row.couponValue}%`
          : `$${(row.couponValue / 100).toFixed(2)}`,
    },
    calendarDateColumn<Coupon>('expirationDate', 'Expiration Date', {
      width: 150,
      editable: true,
      sortable: false,
    }),
    {
      field: 'tournamentId',
      headerName: 'Tournament',
      type: 'singleSelect',
      width: 220,
      editable: true,
      sortable: false,
      valueOptions: [ANY_CART, ...tournaments.map((t) => ({ value: t.id, label: t.name }))],
      valueGetter: (_value, row) => row.tournamentId ?? '',
      valueSetter: (value, row) => ({
        ...row,
        tournamentId: value === '' || value === null ? null : Number(value),
      }),
      valueFormatter: (_value, row) =>
        row.tournamentId === null
          ? ANY_CART.label
          : (names.get(row.tournamentId) ?? `Tournament ${row.tournamentId}`),
    },
  ];
}

/**
 * /tournament-coupons (admin, spec 2 §5): coupons one page at a time from the server, added and
 * edited in the grid; the tournament is one of the upcoming ones or any cart.
 */
export function CouponsGrid({ tournaments }: { tournaments: readonly TournamentCard[] }) {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: SERVER_PAGE_SIZES[0],
  });
  const coupons = useQuery(couponsQueryOptions(paginationModel.page, paginationModel.pageSize));
  const columns = useMemo(() => couponColumns(tournaments), [tournaments]);
  const editing = useCouponEditing();

  return (
    <QueryState query={coupons} label="Loading the coupons">
      {(page) => (
        <EditableGrid
          label="Tournament Coupons"
          empty="No coupons yet. Add one with Add."
          rows={page.items}
          columns={columns}
          loading={coupons.isFetching}
          getRowLabel={(row) => row.couponCode}
          required={['couponCode', 'couponType', 'couponValue']}
          saveSchema={CouponSaveSchema}
          onSave={editing.onSave}
          onDelete={editing.onDelete}
          newRow={() => ({
            couponType: 'FLAT_FEE' as const,
            couponCode: '',
            couponValue: 0,
            expirationDate: null,
            tournamentId: null,
          })}
          paging={{
            rowCount: page.total,
            paginationModel,
            onPaginationModelChange: setPaginationModel,
            sortModel: [],
            onSortModelChange: () => undefined,
          }}
          csvFileName="tournament-coupons"
        />
      )}
    </QueryState>
  );
}
