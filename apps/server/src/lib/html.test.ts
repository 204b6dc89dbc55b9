import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlToText, sanitizeHtml } from './html.js';

describe('sanitizeHtml', () => {
  it('keeps formatting, lists and http links', () => {
    const html = '<p><b>Bold</b> <i>it</i> <u>under</u></p><ul><li>one</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<a href="https://kingside.example/a">a</a>')).toBe(
      '<a href="https://kingside.example/a" rel="noopener noreferrer">a</a>',
    );
  });

  it('keeps tables with their cell spans, headings, quotes and code', () => {
    const html =
      '<h2>Standings</h2><table><thead><tr><th colspan="2">Player</th><th>Pts</th></tr></thead>' +
      '<tbody><tr><td>1</td><td>Riley</td><td rowspan="2">3.5</td></tr></tbody></table>' +
      '<blockquote>Well played</blockquote><pre><code>1. e4 e5</code></pre><hr />';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps https images and refuses other image addresses', () => {
    expect(sanitizeHtml('<img src="https://k.example/a.png" alt="Board" width="200" />')).toBe(
      '<img src="https://k.example/a.png" alt="Board" width="200" />',
    );
    expect(sanitizeHtml('<img src="http://k.example/a.png" />')).toBe('<img />');
  });

  it('sets rel="noopener noreferrer" on every link, whatever rel it came with', () => {
    expect(sanitizeHtml('<a href="mailto:td@k.example" rel="opener">TD</a>')).toBe(
      '<a href="mailto:td@k.example" rel="noopener noreferrer">TD</a>',
    );
  });

  it('drops span and div attributes and frames of any kind', () => {
    expect(
      sanitizeHtml(
        '<div class="x" style="position:fixed" id="y"><span style="color:red">Hi</span></div>' +
          '<iframe src="https://evil.example"></iframe><object data="x"></object><form><input></form>',
      ),
    ).toBe('<div><span>Hi</span></div>');
  });

  it('removes scripts, event handlers, styles and javascript: or data: addresses', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script><style>p{}</style></p>' +
        '<img src="x.png" onerror="alert(2)"><img src="data:image/png;base64,AA">' +
        '<a href="javascript:alert(3)">bad</a><iframe src="https://evil.example"></iframe>',
    );
    expect(out).not.toMatch(/script|onerror|onclick|style|javascript|data:|iframe|alert/i);
    expect(out).toContain('<p>Hi</p>');
    expect(out).toContain('<a rel="noopener noreferrer">bad</a>');
  });

  it('makes a link that opens a new window unable to reach back', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('htmlToText', () => {
  it('writes paragraphs, breaks, list items and links as text', () => {
    expect(
      htmlToText(
        '<p>Hello &amp; welcome</p><p>Line<br>next</p><ul><li>one</li><li>two</li></ul>' +
          '<p><a href="https://k.example/camp">Camp</a></p>',
      ),
    ).toBe('Hello & welcome\n\nLine\nnext\n\n- one\n- two\n\nCamp (https://k.example/camp)');
  });
});

describe('escapeHtml', () => {
  it('escapes the characters HTML gives meaning to', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
