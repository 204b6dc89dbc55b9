import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_STORAGE_KEY, INITIAL_CONTENT } from '@/features/blog/components/blog-editor';
import { mockApi } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// ProseMirror measures the pointer and the selection; jsdom has no layout, so it gets empty boxes.
beforeAll(() => {
  document.elementFromPoint ??= () => null;
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= emptyRect;
  for (const proto of [Text.prototype, Element.prototype] as unknown as Element[]) {
    (proto as { getClientRects?: () => DOMRectList }).getClientRects ??= emptyRects;
  }
});
afterEach(() => localStorage.clear());

describe('/blog', () => {
  it('starts with one paragraph and makes no call of its own', async () => {
    const api = mockApi();
    renderApp('/blog', {});
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Blog' }, { timeout: 10_000 }),
    ).toBeTruthy();
    const editor = await screen.findByRole('textbox', { name: 'Blog text' });
    expect(editor.querySelectorAll('p')).toHaveLength(1);
    expect(editor.textContent).toBe('Start writing your chess blog here.');
    const own = api.requests.filter(
      (r) => !['/api/club', '/api/alertevents', '/api/pageviews'].includes(r.path),
    );
    expect(own).toEqual([]);
    expect(INITIAL_CONTENT.match(/<p>/g)).toHaveLength(1);
  });

  it('shows what this browser kept under "content"', async () => {
    localStorage.setItem(
      BLOG_STORAGE_KEY,
      '<p>My <strong>first</strong> post</p><pre><code>1. e4 e5</code></pre>',
    );
    mockApi();
    renderApp('/blog', {});
    const editor = await screen.findByRole('textbox', { name: 'Blog text' }, { timeout: 10_000 });
    await waitFor(() => expect(editor.querySelector('strong')?.textContent).toBe('first'));
    expect(editor.querySelector('pre')?.textContent).toBe('1. e4 e5');
  });

  it('keeps the text in local storage when formatted from the toolbar', async () => {
    mockApi();
    const { user } = renderApp('/blog', {});
    const editor = await screen.findByRole('textbox', { name: 'Blog text' }, { timeout: 10_000 });
    expect(editor).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Code block/ }));
    await waitFor(() => expect(localStorage.getItem(BLOG_STORAGE_KEY)).toContain('<pre>'));
  });
});
