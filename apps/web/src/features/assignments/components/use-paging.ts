import { useState } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { SHORT_TEXT_MAX_LENGTH } from '@kingside/shared';
import { SERVER_PAGE_SIZES, type ServerPaging } from '@/components/editable-grid/server-paging';
import type { PageParams } from '@/lib/params-query';

const NO_SORT: GridSortModel = [];
const keepOrder = () => {};

/**
 * The page of a server-paged assignments grid: its footer asks the server for another page. The
 * columns are not sortable (the server keeps its own order). `reset` goes back to the first page.
 */
export function usePaging() {
  const [model, setModel] = useState<GridPaginationModel>({
    page: 0,
    pageSize: SERVER_PAGE_SIZES[0],
  });
  const params: PageParams = { page: model.page, size: model.pageSize };
  return {
    params,
    paging: (rowCount: number): ServerPaging => ({
      rowCount,
      paginationModel: model,
      onPaginationModelChange: setModel,
      sortModel: NO_SORT,
      onSortModelChange: keepOrder,
    }),
    reset: () => setModel((current) => ({ ...current, page: 0 })),
  };
}

/**
 * usePaging for a grid with a search box: `params` carry the search too, and `searchBox`, spread
 * into a SearchField, takes each new search from the first page.
 */
export function useSearchPaging() {
  const list = usePaging();
  const [search, setSearch] = useState('');
  return {
    ...list,
    params: { ...list.params, search },
    paging: (rowCount: number): ServerPaging => ({ ...list.paging(rowCount), search }),
    searchBox: {
      maxLength: SHORT_TEXT_MAX_LENGTH,
      onSearch: (text: string) => {
        setSearch(text);
        list.reset();
      },
    },
  };
}
