import { describe, expect, it } from 'vitest';
import { contentMatchesType, sniffContentType } from './sniff-content-type';

const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const svg = Buffer.from(
  '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg>\n<svg xmlns="http://www.w3.org/2000/svg"/>',
);
const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n');

describe('sniffContentType', () => {
  it('recognises PNG, JPEG, SVG and PDF by their bytes', () => {
    expect(sniffContentType(png)).toBe('image/png');
    expect(sniffContentType(pdf)).toBe('application/pdf');
    expect(sniffContentType(jpeg)).toBe('image/jpeg');
    expect(sniffContentType(svg)).toBe('image/svg+xml');
    expect(sniffContentType(html)).toBeUndefined();
    expect(sniffContentType(Buffer.from('<svgx>'))).toBeUndefined();
  });
});

describe('contentMatchesType', () => {
  it('accepts matching declarations only', () => {
    expect(contentMatchesType('image/png', png)).toBe(true);
    expect(contentMatchesType('image/jpeg', jpeg)).toBe(true);
    expect(contentMatchesType('image/jpg', jpeg)).toBe(true);
    expect(contentMatchesType('image/svg+xml', svg)).toBe(true);
    expect(contentMatchesType('image/png', html)).toBe(false);
    expect(contentMatchesType('image/png', jpeg)).toBe(false);
    expect(contentMatchesType('image/svg+xml', html)).toBe(false);
    // A PDF must be one: a page of HTML under its name is refused.
    expect(contentMatchesType('application/pdf', pdf)).toBe(true);
    expect(contentMatchesType('application/pdf', html)).toBe(false);
    // An image hidden under another declared type is refused too.
    expect(contentMatchesType('text/plain', svg)).toBe(false);
    expect(contentMatchesType('text/plain', Buffer.from('olá'))).toBe(true);
  });
});
