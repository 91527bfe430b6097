import { describe, expect, it } from 'vitest';
import { csvFormatFor, toCsv } from './csv';

describe('toCsv', () => {
  it('writes pt-BR CSV with semicolons and decimal commas', () => {
    expect(toCsv([['Serviço', 'Valor'], ['E-mail Marketing', 50], ['Logo', 12.5]], csvFormatFor('pt-BR'))).toBe('Serviço;Valor\r\nE-mail Marketing;50,00\r\nLogo;12,50');
  });

  it('writes en-US CSV with commas and decimal points, quoting what needs it', () => {
    expect(toCsv([['a, b', 'say "hi"', 'two\nlines', ' padded', 3]], csvFormatFor('en-US'))).toBe('"a, b","say ""hi""","two\nlines"," padded",3.00');
  });

  it('neutralises cells a spreadsheet would run as a formula, but not numbers', () => {
    const row = ['=HYPERLINK("http://evil")', '+55 11', '-1', '@SUM(A1)', '\tcmd', 'ok', -5];
    expect(toCsv([row], csvFormatFor('en-US'))).toBe(`"'=HYPERLINK(""http://evil"")",'+55 11,'-1,'@SUM(A1),'\tcmd,ok,-5.00`);
  });

  it('leaves empty cells empty', () => {
    expect(toCsv([[null, undefined, '', Number.NaN]], csvFormatFor('pt-BR'))).toBe(';;;');
  });
});
