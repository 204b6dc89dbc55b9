import { ErrorNotice, Loading } from '@/components/notice';
import { isEmptyList, queryView, type QueryStateProps } from '@/components/query-view';

/**
 * `QueryState` for the plain-HTML pages (no MUI): "Loading…" (or `label`) while the query loads,
 * `ErrorNotice` when it fails, the `empty` sentence when there is nothing, else `children` with the
 * data.
 */
export function PlainQueryState<T>({
  query,
  label,
  empty,
  isEmpty = isEmptyList,
  children,
}: Omit<QueryStateProps<T>, 'label'> & {
  /** The visible loading text; "Loading…" unless given. */
  label?: string;
}) {
  const view = queryView(query, empty === undefined ? undefined : isEmpty);
  switch (view.state) {
    case 'waiting':
      return null;
    case 'loading':
      return <Loading label={label} />;
    case 'failed':
      return <ErrorNotice error={view.error} />;
    default:
      return (
        <>
          {view.staleError != null && <ErrorNotice error={view.staleError} />}
          {view.state === 'empty' ? <p className="muted">{empty}</p> : children(view.data)}
        </>
      );
  }
}
