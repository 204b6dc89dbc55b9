import { useEffect, useRef, useState } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import SearchIcon from '@mui/icons-material/Search';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { USER_SEARCH_MAX_LENGTH } from '@kingside/shared';

/**
 * Grids over lists the server pages, sorts and searches (20,000 users): the grid holds one page,
 * its footer and sortable headers ask the server for another (docs/decisions/0027).
 */

/** The page sizes a server-paged grid offers; the largest is the server's limit. */
export const SERVER_PAGE_SIZES = [25, 50, 100] as const;

/** How long typing pauses before a search goes to the server, in milliseconds. */
export const SEARCH_DEBOUNCE_MS = 300;

/** What a server-paged grid hands the DataGrid (page from 0; `rowCount` is the server's total). */
export type ServerPaging = {
  rowCount: number;
  paginationModel: GridPaginationModel;
  onPaginationModelChange: (model: GridPaginationModel) => void;
  sortModel: GridSortModel;
  onSortModelChange: (model: GridSortModel) => void;
  /** The search the page answers ('' or absent for none): an empty page then says nothing matched. */
  search?: string;
};

/**
 * What a server-paged list with no rows says: `empty` (what the list holds and what to do), or,
 * when a search found nothing, that nothing matched it.
 */
export function emptySentence(empty: string, paging: Pick<ServerPaging, 'search'> | undefined) {
  return paging?.search
    ? `Nothing matches "${paging.search}". Try a shorter or different search.`
    : empty;
}

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/** The list query's paging, sort and search, as the API's list calls take them. */
export type ServerListParams<Sort extends string> = {
  page: number;
  size: number;
  sort: Sort;
  direction: 'asc' | 'desc';
  search: string;
};

/**
 * The state of one server-paged grid: page, page size, sort (only `sortable` fields reach the
 * server; clearing a sort goes back to `initialSort`) and the search the search box settled on. A
 * new search or sort starts again at the first page.
 */
export function useServerList<Sort extends string>({
  sortable,
  initialSort,
}: {
  sortable: readonly Sort[];
  initialSort: { field: Sort; direction: 'asc' | 'desc' };
}) {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: SERVER_PAGE_SIZES[0],
  });
  const [sortModel, setSortModel] = useState<GridSortModel>([
    { field: initialSort.field, sort: initialSort.direction },
  ]);
  const [search, setSearch] = useState('');

  const sorted = sortModel[0];
  const sortField = sortable.find((field) => field === sorted?.field);
  const params: ServerListParams<Sort> = {
    page: paginationModel.page,
    size: paginationModel.pageSize,
    sort: sortField ?? initialSort.field,
    direction: sortField ? (sorted?.sort ?? 'asc') : initialSort.direction,
    search,
  };

  return {
    params,
    /** The DataGrid's server paging, given the total the server answered. */
    paging: (rowCount: number): ServerPaging => ({
      rowCount,
      paginationModel,
      onPaginationModelChange: setPaginationModel,
      sortModel,
      onSortModelChange: (model) => {
        setSortModel(model);
        setPaginationModel((current) => ({ ...current, page: 0 }));
      },
      search,
    }),
    /** What the SearchField reports to. */
    searchBox: {
      onSearch: (text: string) => {
        setSearch(text);
        setPaginationModel((model) => ({ ...model, page: 0 }));
      },
    },
  };
}

type SearchFieldProps = {
  /** Says what is searched, e.g. "Search username, name or e-mail". */
  label: string;
  /** The longest search the server takes (its contract's limit). */
  maxLength: number;
};

/** A search box showing `value`. */
function ControlledSearchField({
  label,
  maxLength,
  value,
  onChange,
}: SearchFieldProps & { value: string; onChange: (text: string) => void }) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { maxLength },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 260 }}
    />
  );
}

/**
 * A search box that keeps its own text, so typing re-renders only the box (not a grid of 100
 * rows), and reports the trimmed text once typing pauses for SEARCH_DEBOUNCE_MS.
 */
function DebouncedSearchField({
  onSearch,
  ...props
}: SearchFieldProps & { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <ControlledSearchField
      {...props}
      value={text}
      onChange={(next) => {
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onSearch(next.trim()), SEARCH_DEBOUNCE_MS);
      }}
    />
  );
}

/**
 * The search box above a server-paged grid: with `onSearch` (useServerList's `searchBox`) it
 * reports the text once typing pauses; with `value` and `onChange` the caller holds the text.
 */
export function SearchField(
  props: SearchFieldProps &
    ({ onSearch: (text: string) => void } | { value: string; onChange: (text: string) => void }),
) {
  return 'onSearch' in props ? (
    <DebouncedSearchField {...props} />
  ) : (
    <ControlledSearchField {...props} />
  );
}

/**
 * The search box of the lists of people (users, coaches, students, activity, attendance): it
 * searches username, name or e-mail, up to the server's limit for a user search.
 */
export function UserSearchField(
  props: { onSearch: (text: string) => void } | { value: string; onChange: (text: string) => void },
) {
  return (
    <SearchField
      label="Search username, name or e-mail"
      maxLength={USER_SEARCH_MAX_LENGTH}
      {...props}
    />
  );
}

/** Paging under a phone's cards, for a grid whose server pages its rows. */
export function CardPagination({
  paging,
  label,
}: {
  paging: Pick<ServerPaging, 'rowCount' | 'paginationModel' | 'onPaginationModelChange'>;
  label: string;
}) {
  const { paginationModel, onPaginationModelChange, rowCount } = paging;
  return (
    <TablePagination
      component="div"
      aria-label={`${label} pages`}
      count={rowCount}
      page={paginationModel.page}
      rowsPerPage={paginationModel.pageSize}
      rowsPerPageOptions={[...SERVER_PAGE_SIZES]}
      onPageChange={(_event, page) => onPaginationModelChange({ ...paginationModel, page })}
      onRowsPerPageChange={(event) =>
        onPaginationModelChange({ page: 0, pageSize: Number(event.target.value) })
      }
    />
  );
}

/** The DataGrid props of server paging and sorting (filters stay off: the search box filters). */
export function serverGridProps(paging: ServerPaging | undefined) {
  if (!paging) return {};
  const { search: _search, ...gridPaging } = paging;
  return {
    paginationMode: 'server',
    sortingMode: 'server',
    disableColumnFilter: true,
    pageSizeOptions: [...SERVER_PAGE_SIZES],
    ...gridPaging,
  } as const;
}
