import { describe, expect, it } from 'vitest';

import { fileNameFromContentDisposition } from './contentDisposition.js';

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="orders-export-2024-05-01.csv"', 'orders-export-2024-05-01.csv'],
    ['attachment; filename=meal-info-100234.csv', 'meal-info-100234.csv'],
    ['attachment;filename="a;b.pdf"', 'a;b.pdf'],
    ['attachment; filename="say \\"hi\\".txt"', 'say "hi".txt'],
    ['attachment; filename="fallback.csv"; filename*=UTF-8\'\'%C3%A1rlista%20%C5%91.csv', 'árlista ő.csv'],
    ["attachment; filename*=utf-8'en'r%C3%A9sum%C3%A9.pdf", 'résumé.pdf'],
    ["attachment; filename*=ISO-8859-1''caf%E9.txt", 'café.txt'],
    ['attachment; filename*=UTF-8\'\'%E0%A4%A; filename="plain.txt"', 'plain.txt'],
    ['attachment; FILENAME="UPPER.CSV"', 'UPPER.CSV'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['inline', undefined],
    ['attachment; filename=""', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (header, expected) => {
    expect(fileNameFromContentDisposition(header)).toBe(expected);
  });
});
