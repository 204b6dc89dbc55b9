import { describe, expect, it } from 'vitest';
import { isSafeLink } from './links.js';

describe('isSafeLink', () => {
  it.each([
    'https://photos.example.com/album/1',
    'http://club.example.org/a.jpg',
    'HTTPS://EXAMPLE.COM',
    '/images/coaches/anna.svg',
    '/gallery?x=1#y',
  ])('accepts %s', (value) => expect(isSafeLink(value)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox',
    'file:///etc/passwd',
    '//evil.example/x.png',
    '/\\evil.example',
    'https://',
    'images/relative.png',
    'mailto:a@b.c',
    'https://club.example@evil.example/',
    '',
  ])('refuses %j', (value) => expect(isSafeLink(value)).toBe(false));
});
