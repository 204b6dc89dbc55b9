import { render, screen } from '@testing-library/react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { PlainQueryState } from '@/components/plain-query-state';
import { QueryState } from '@/components/query-state';
import { allQueries, type QueryLike } from '@/components/query-view';
import { apiClient } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/mock-api';

const loading: QueryLike<string[]> = { data: undefined, error: null, isError: false };
const failed: QueryLike<string[]> = {
  data: undefined,
  error: new Error('The list could not be loaded.'),
  isError: true,
};
const loaded = (data: string[]): QueryLike<string[]> => ({ data, error: null, isError: false });

const names = (data: string[]) => (
  <ul>
    {data.map((name) => (
      <li key={name}>{name}</li>
    ))}
  </ul>
);

describe('QueryState', () => {
  it('shows a named spinner while the data loads', () => {
    render(
      <QueryState query={loading} label="Loading the names">
        {names}
      </QueryState>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the names' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error in an alert when the data could not be loaded', () => {
    render(
      <QueryState query={failed} label="Loading the names">
        {names}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toBe('The list could not be loaded.');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says what to do when the list is empty', () => {
    render(
      <QueryState query={loaded([])} label="Loading the names" empty="No names yet: add one.">
        {names}
      </QueryState>,
    );
    expect(screen.getByText('No names yet: add one.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('renders an empty list itself when no empty sentence is given', () => {
    render(
      <QueryState query={loaded([])} label="Loading the names">
        {names}
      </QueryState>,
    );
    expect(screen.getByRole('list')).toBeTruthy();
  });

  it('decides emptiness with isEmpty when the data is not a list', () => {
    const page: QueryLike<{ items: string[] }> = {
      data: { items: [] },
      error: null,
      isError: false,
    };
    render(
      <QueryState
        query={page}
        label="Loading the names"
        empty="Nothing on this page."
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => names(data.items)}
      </QueryState>,
    );
    expect(screen.getByText('Nothing on this page.')).toBeTruthy();
  });

  it('keeps the last data under the error when a refetch fails', () => {
    render(
      <QueryState
        query={{ data: ['Magnus'], error: new Error('Offline.'), isError: true }}
        label="Loading the names"
      >
        {names}
      </QueryState>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Offline.');
    expect(screen.getByRole('listitem').textContent).toBe('Magnus');
  });

  it('shows nothing for a query that is not enabled yet, then the data once it loads', async () => {
    mockApi({ 'GET /api/names': { body: ['Judit'] } });
    function Names({ enabled }: { enabled: boolean }) {
      const query = useQuery({
        queryKey: ['names'],
        queryFn: () => apiClient.get<string[]>('/names'),
        enabled,
      });
      return (
        <QueryState query={query} label="Loading the names">
          {names}
        </QueryState>
      );
    }
    const client = createQueryClient();
    const { rerender, container } = render(
      <QueryClientProvider client={client}>
        <Names enabled={false} />
      </QueryClientProvider>,
    );
    expect(container.textContent).toBe('');
    rerender(
      <QueryClientProvider client={client}>
        <Names enabled />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Loading the names' })).toBeTruthy();
    expect((await screen.findByRole('listitem')).textContent).toBe('Judit');
  });
});

describe('PlainQueryState', () => {
  it('says Loading…, then shows the error or the empty sentence in plain HTML', () => {
    const { rerender } = render(<PlainQueryState query={loading}>{names}</PlainQueryState>);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    rerender(<PlainQueryState query={failed}>{names}</PlainQueryState>);
    expect(screen.getByRole('alert').textContent).toBe('The list could not be loaded.');
    rerender(
      <PlainQueryState query={loaded([])} empty="No news yet.">
        {names}
      </PlainQueryState>,
    );
    expect(screen.getByText('No news yet.')).toBeTruthy();
  });
});

describe('allQueries', () => {
  it('loads until every query has its data, then gives them in order', () => {
    expect(allQueries(loaded(['a']), loading).data).toBeUndefined();
    expect(allQueries(loaded(['a']), loaded(['b'])).data).toEqual([['a'], ['b']]);
  });

  it('fails with the first query that failed', () => {
    const joined = allQueries(loaded(['a']), failed);
    expect(joined.isError).toBe(true);
    expect(joined.error).toBe(failed.error);
  });
});
