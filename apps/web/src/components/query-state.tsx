import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '@/components/error-alert';
import { isEmptyList, queryView, type QueryStateProps } from '@/components/query-view';

/**
 * A page region fed by a query, in an MUI page: a labelled spinner while it loads, `ErrorAlert` when
 * it fails, the `empty` sentence when there is nothing, else `children` with the data. The one
 * loading/error/empty component of the signed-in pages; plain-HTML pages use `PlainQueryState`.
 */
export function QueryState<T>({
  query,
  label,
  empty,
  isEmpty = isEmptyList,
  children,
}: QueryStateProps<T>) {
  const view = queryView(query, empty === undefined ? undefined : isEmpty);
  switch (view.state) {
    case 'waiting':
      return null;
    case 'loading':
      return <CircularProgress aria-label={label} sx={{ display: 'block', my: 2 }} />;
    case 'failed':
      return <ErrorAlert error={view.error} />;
    default:
      return (
        <>
          {view.staleError != null && <ErrorAlert error={view.staleError} sx={{ mb: 1 }} />}
          {view.state === 'empty' ? (
            <Typography color="text.secondary" sx={{ my: 2 }}>
              {empty}
            </Typography>
          ) : (
            children(view.data)
          )}
        </>
      );
  }
}
